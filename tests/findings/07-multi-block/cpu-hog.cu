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
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    sleep(12);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sleep(12);
}
