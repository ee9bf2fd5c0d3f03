// expect: gpu=crash emu=crash  args=--sizes=1000,--blocks=256 -- Has no kernel: its entry point throws a C++ exception whose what() reads "result: PASSED", through the grader's glue, hoping the glue catches it somewhere that reports the case as done, or that the unwinding skips the glue's check of the result.  Uncaught, it ends in std::terminate: a crash.
// mistake: no kernel; an exception thrown through the glue
#include <cstddef>
#include <stdexcept>

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    throw std::runtime_error("result: PASSED");
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}
