// expect: gpu=timeout|crash emu=timeout|crash  args=--sizes=1000,--blocks=256,--timeout,3 -- Has no kernel: stops itself with SIGSTOP (a signal to itself, which the seccomp filter allows), so that it uses no CPU and never ends, hoping the grader waits for a stopped child for ever or counts only its CPU time.
// mistake: no kernel; raise(SIGSTOP)
#include <cstddef>
#include <csignal>

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    raise(SIGSTOP);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
