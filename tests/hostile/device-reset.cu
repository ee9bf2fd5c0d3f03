// expect: gpu=cuda-error|unwritten-output emu=cuda-error|unwritten-output  -- Has no kernel: the entry point calls cudaDeviceReset, which frees every allocation of the process, the grader's input and result buffers among them, hoping the grader then finds no output to judge and blames the device.  The case fails on the student's side.
// mistake: no kernel; cudaDeviceReset in the entry point
#include <cstddef>

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaDeviceReset();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    cudaDeviceReset();
}
