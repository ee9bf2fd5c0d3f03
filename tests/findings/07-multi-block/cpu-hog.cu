// expect: gpu=unwritten-output emu=unwritten-output  -- Cannot pass, so makes a classmate fail: its static constructor starts 200 processes that spin for as long as its grading lasts (each in its process group, under its process limit, each under the CPU limit of one process), and each entry point waits 12 s (under the case limit, so no part is stopped as hung) before it returns with nothing written; its grading so lasts the whole --time-limit, and a classmate graded at the same time (--jobs: the cores) gets a 200th of the CPU: its cases pass their time limit and it fails as timeout.
// mistake: no kernel; processes that spin beside the grading, starving the batch's other gradings
#include <cstddef>
#include <unistd.h>

__attribute__((constructor)) static void spinners()
{
    for (int i = 0; i < 200; i++) {
        if (fork() == 0) {
            for (volatile unsigned long k = 0;; k++)
                ;
        }
    }
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
    sleep(12);
    (void)d_input; (void)d_result; (void)n; (void)block;
    for (volatile unsigned long k = 0;; k++) {
    }
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sleep(12);
    sum_atomic(d_input, d_result, n, block);
}
