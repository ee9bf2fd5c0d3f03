// expect: gpu=cuda-error emu=cuda-error  args=--sizes=1000,--blocks=256 -- Has no kernel: asks cudaDeviceGetAttribute and cudaDeviceGetAttribute for attributes no CUDA defines (-1, 100000) and cudaGetDeviceProperties for device -1, hoping a runtime that indexes its tables with them reads past them (a crash blamed on the grader, or values that differ from run to run).  CUDA answers cudaErrorInvalidValue (cudaErrorInvalidDevice for the device); so must the emulator.
// mistake: no kernel; device facts asked for with indices out of every table
#include <cstddef>

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    int value = 0;
    cudaDeviceGetAttribute(&value, (cudaDeviceAttr)-1, 0);
    cudaDeviceGetAttribute(&value, (cudaDeviceAttr)100000, 0);
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, -1);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}
