// expect: gpu=unwritten-output|crash emu=unwritten-output|crash  args=--sizes=1000,--blocks=256 -- Has no kernel: turns on the floating-point traps (feenableexcept of invalid, divide-by-zero, overflow) and leaves them on, so that the first NaN the grader's own code touches after the entry point returns (the poison it left in the result, a comparison with it) raises SIGFPE in the grader's code, hoping a crash there is taken for the grader's fault: a machine error, no grade.  The case ends in the submission's process, as the submission's: unwritten-output, or a crash.
// mistake: no kernel; floating-point traps left on for the grader's code
#include <cfenv>
#include <cstddef>

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    feenableexcept(FE_INVALID | FE_DIVBYZERO | FE_OVERFLOW);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}
