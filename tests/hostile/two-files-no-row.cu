// expect: gpu=refused-submission emu=refused-submission  -- Saved as one of two .cu files in its student's folder (kernel.cu and kernel_old.cu, no reduce.cu) in a batch: the student gets a row in grades.csv, refused with the reason, as does a folder whose submission is reduce.cu.txt or sits a folder down; once skipped with a stderr line only (tests/kit/batch-class-rows.sh).  Graded alone it has no kernel.
// mistake: no kernel; the folder holds two .cu files and no reduce.cu
#include <cstddef>

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
