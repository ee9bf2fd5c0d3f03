// expect: gpu=unwritten-output emu=unwritten-output  -- Any submission (this one has no kernel) saved as one of two .cu files in its student's folder (kernel.cu and kernel_old.cu, no reduce.cu), or as the only file of a folder whose submission is reduce.cu.txt or sits two folders down: `reduce-grade batch` skips such a student with one warning line on stderr, and grades.csv has no row for them at all (not a 0 with a reason): a result lost.  Seen with a correct solution in each such folder.
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
