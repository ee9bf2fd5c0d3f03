// expect: gpu=crash|attacked-grader emu=crash|attacked-grader  args=--sizes=1000,--blocks=256 -- Has no kernel: sends SIGKILL to its own process group (kill(0, ...), which the seccomp filter allows), hoping the grader shares that group and dies with it.  The graded child has a group of its own: only it dies, and the case is a crash.
// mistake: no kernel; kill(0, SIGKILL)
#include <csignal>
#include <cstddef>

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    kill(0, SIGKILL);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
