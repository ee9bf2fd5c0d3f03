// expect: gpu=timeout emu=timeout  -- Starts 60 processes that spin until they are killed, and spins itself: each stays under its own CPU limit (RLIMIT_CPU is per process) and under the uid's process limit, but together they take the machine's cores from every grading running beside it in the same batch (--jobs 2 and more): nothing shares the CPU out between gradings (no cgroup, no nice, no affinity), so a classmate's compile and cases time out on their wall-clock limits and are failed as theirs.
// Exercise 07; graded by reduce-grade batch beside a correct classmate (see tests/findings/README.md).
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
