// expect: gpu=timeout emu=timeout  args=--sizes=1000,--blocks=256,--timeout,3 -- Has no kernel: sleeps for ever in its entry point, using no CPU, hoping the grader's limit counts CPU time only (a limit that counts the time a case could run, not its wait for a CPU) and waits with it for ever.
// mistake: no kernel; sleep() for ever
#include <cstddef>
#include <unistd.h>

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    for (;;)
        sleep(1000);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
