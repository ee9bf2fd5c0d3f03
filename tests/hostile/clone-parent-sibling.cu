// expect: gpu=unwritten-output|crash|attacked-grader emu=unwritten-output|crash|attacked-grader  args=--sizes=1000,--blocks=256 -- Has no kernel: clone(CLONE_PARENT) makes a process that is the grader's child, not its own (a sibling of the graded child, outside the tree the grader ends), which exits 0 at once and again after a second, hoping the grader reaps it in the graded child's place (a clean exit of the case) or leaves it running after the grading.
// mistake: no kernel; a sibling process made with CLONE_PARENT
#include <cstddef>
#include <csignal>
#include <sched.h>
#include <unistd.h>
static int quick_exit_zero(void *) { _exit(0); }
static int late_exit_zero(void *) { sleep(1); _exit(0); }

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    static char stack[1 << 16];
    clone(quick_exit_zero, stack + sizeof stack, CLONE_PARENT | SIGCHLD, nullptr);
    clone(late_exit_zero, stack + sizeof stack / 2, CLONE_PARENT | SIGCHLD, nullptr);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
