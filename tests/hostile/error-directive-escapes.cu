// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: an #error whose text is the grader's own passing lines behind terminal escapes (ESC[1A ESC[2K: up a line, erase it; a carriage return), hoping the report quotes it raw so that a terminal shows "result: PASSED" over the compile error.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by tests/kit/check-mutant.sh (line 1).
#include <cstddef>
#error "[1A[2K  ok   sum_atomic<float>  block  256: 1/1 cases passed
[2Kresult: PASSED — 244 cases"

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
