// expect: gpu=pass emu=pass -- every entry point is cub::DeviceReduce: Sum for sum_atomic, Reduce with cuda::std::plus<>{} and a zero init for sum_two_phase, each with CUB's two calls (the first, d_temp_storage NULL, sizes the scratch; the second runs on the default stream), the scratch cudaMalloc'd and cudaFree'd around it; size_t counts past 2^31 too
// mistake: none: a library reduction, graded for correctness (07 bans it from the performance tiers only)
#include <cstddef>
#include <cub/cub.cuh>

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    size_t temp_bytes = 0;
    if (cub::DeviceReduce::Sum(nullptr, temp_bytes, d_input, d_result, n) != cudaSuccess)
        return;
    void *d_temp = nullptr;
    if (cudaMalloc(&d_temp, temp_bytes) != cudaSuccess)
        return;
    cub::DeviceReduce::Sum(d_temp, temp_bytes, d_input, d_result, n);
    cudaFree(d_temp);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    size_t temp_bytes = 0;
    cub::DeviceReduce::Reduce(nullptr, temp_bytes, d_input, d_result, n, cuda::std::plus<>{}, T(0));
    void *d_temp = nullptr;
    if (cudaMalloc(&d_temp, temp_bytes) != cudaSuccess)
        return;
    cub::DeviceReduce::Reduce(d_temp, temp_bytes, d_input, d_result, n, cuda::std::plus<>{}, T(0));
    cudaFree(d_temp);
}
