// expect: gpu=attacked-grader emu=attacked-grader  args=--sizes=1000,--blocks=256 -- Has no kernel: kill(-1, SIGKILL), every process the user may signal (the grader, the shell that started it, in a batch every classmate's grading under the same uid).  The seccomp filter allows a signal only to the child itself or its own group: killed as attacked-grader, and the grader lives to say so.
// mistake: no kernel; kill(-1, SIGKILL)
#include <csignal>
#include <cstddef>

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    kill(-1, SIGKILL);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
