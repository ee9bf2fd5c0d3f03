// expect: gpu=timeout emu=timeout  -- Starts 60 processes that spin until they are killed, and spins itself: each stays under its own CPU limit (RLIMIT_CPU is per process) and under the uid's process limit, but together they took the machine's cores from every grading beside it in the same batch (--jobs 2 and more), so a classmate's compile and cases timed out on their wall-clock limits and were failed as theirs (a solution took 37.8 s instead of 6 beside it; with 200 spinners it timed out at --time-limit 90).  Now each grading is a cgroup of its own (batch_start.c: cpu quota = the cores shared out between --jobs, pids.max) where the machine lets the batch make one; batch-neighbours.sh grades a solution beside it.
// Exercise 07; graded by tests/kit/batch-neighbours.sh beside a correct classmate, not in batch-hostile's class.
#include <cstddef>
#include <unistd.h>

__attribute__((constructor)) static void hog()
{
    for (int i = 0; i < 60; i++)
        if (fork() == 0)
            for (volatile unsigned long k = 0;; k++) {
            }
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input; (void)d_result; (void)n; (void)block;
    for (volatile unsigned long k = 0;; k++) {
    }
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
