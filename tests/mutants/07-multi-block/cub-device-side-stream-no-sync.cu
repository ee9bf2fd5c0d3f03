// expect: gpu=race|wrong-result|pass emu=race args=--sizes=100000,--blocks=256 -- cub::DeviceReduce::Sum runs on a non-blocking stream of the code's own and returns at once; the copy of its result on the legacy default stream is not ordered after it (a non-blocking stream does not synchronise with stream 0), so it may copy the scratch value before the reduction wrote it
// mistake: the reduction on a side stream, its result copied on the default stream with no cudaStreamSynchronize or event between them
#include <cstddef>
#include <cub/cub.cuh>

template <typename T>
static void device_sum(const T *d_input, T *d_result, size_t n)
{
    cudaStream_t side;
    if (cudaStreamCreateWithFlags(&side, cudaStreamNonBlocking) != cudaSuccess)
        return;
    size_t temp_bytes = 0;
    cub::DeviceReduce::Sum(nullptr, temp_bytes, d_input, d_result, n, side);
    void *d_temp = nullptr;
    T *d_sum = nullptr;
    if (cudaMalloc(&d_temp, temp_bytes) != cudaSuccess || cudaMalloc(&d_sum, sizeof(T)) != cudaSuccess)
        return;
    cub::DeviceReduce::Sum(d_temp, temp_bytes, d_input, d_sum, n, side);
    cudaMemcpyAsync(d_result, d_sum, sizeof(T), cudaMemcpyDeviceToDevice, 0);
    cudaStreamSynchronize(0);
    cudaFree(d_temp);
    cudaFree(d_sum);
    cudaStreamDestroy(side);
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
