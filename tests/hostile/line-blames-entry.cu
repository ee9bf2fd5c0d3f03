// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: a #line directive names the grader's generated entry.cu (and then the glue) before an error, hoping the compile error is blamed on the grader's own files (an internal error, exit 2 or a machine error, not the student's compile error).
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by tests/kit/check-mutant.sh (line 1).
#include <cstddef>

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input; (void)d_result; (void)n; (void)block;
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input; (void)d_result; (void)n; (void)block;
}
#line 12 "entry.cu"
this_is_not_cuda;
