// expect: gpu=timeout|cuda-error|crash emu=step-budget|timeout|crash  -- Floods the output from device code: every thread of every block prints in an endless loop (the emulator forwards a kernel's printf to the process's output), hoping to fill the disk or hang the grader; bounded by the printf FIFO (a launch keeps 1 MiB, as on a GPU; before it, the file-size limit killed the process) and the case's time limit, the case fails and the grading goes on.
// mistake: no reduction; an endless device printf loop
#include <cstddef>
#include <cstdio>

template <typename T>
__global__ void noisy(const T *input, T *result, size_t n)
{
    for (unsigned long k = 0;; k++)
        printf("block %d thread %d line %lu ................................................................\n",
               blockIdx.x, threadIdx.x, k);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    noisy<T><<<4, block>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    noisy<T><<<4, block>>>(d_input, d_result, n);
}
