// expect: gpu=crash|attacked-grader emu=crash|attacked-grader  args=--sizes=1000,--blocks=256 -- Has no kernel: a global constructor ends the process with exit(0) as soon as the submission is loaded, before the child has read its first command, hoping a child that never answers but ends cleanly reads as a machine problem (a grading that could not start: status error, graded again) rather than a failure.
// mistake: no kernel; exit(0) at load time
#include <cstddef>
#include <cstdio>
#include <cstdlib>

__attribute__((constructor)) static void leave(void)
{
    printf("result: PASSED\n");
    exit(0);
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
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
