// expect: gpu=unwritten-output emu=unwritten-output args=--sizes=100000,--blocks=256 -- the scratch sized as one value, not by CUB's first call: past one tile of items CUB needs more, and its second call returns cudaErrorInvalidValue without running, which the code does not check, so *d_result is never written
// mistake: temp_storage_bytes set to sizeof(T) instead of asking cub::DeviceReduce (d_temp_storage NULL) for it
#include <cstddef>
#include <cub/cub.cuh>

template <typename T>
static void device_sum(const T *d_input, T *d_result, size_t n)
{
    size_t temp_bytes = sizeof(T);  // "one partial is all it keeps"
    void *d_temp = nullptr;
    if (cudaMalloc(&d_temp, temp_bytes) != cudaSuccess)
        return;
    cub::DeviceReduce::Sum(d_temp, temp_bytes, d_input, d_result, n);
    cudaFree(d_temp);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    device_sum(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    device_sum(d_input, d_result, n);
}
