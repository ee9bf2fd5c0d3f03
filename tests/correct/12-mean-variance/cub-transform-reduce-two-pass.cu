// expect: gpu=pass emu=pass -- two passes through CUB, all on the device: cub::DeviceReduce::Sum into d_var as scratch, a one-thread kernel writes the mean, then cub::DeviceReduce::TransformReduce with cuda::std::plus, init 0 and a functor that reads the mean through a device pointer and squares each deviation; a last one-thread kernel divides by n (the population variance)
// mistake: none: the textbook two-pass variance through TransformReduce; a right file the emulator once could not build (no DeviceReduce::TransformReduce)
#include <cstddef>
#include <cub/cub.cuh>

template <typename T>
struct SquaredDeviation {
    const T *mean;
    __device__ T operator()(T x) const { return (x - *mean) * (x - *mean); }
};

template <typename T>
__global__ void divide_by_n(const T *sum, T *out, size_t n)
{
    *out = *sum / (T)n;
}

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var)
{
    (void)block;
    size_t sum_bytes = 0, dev_bytes = 0;
    cub::DeviceReduce::Sum(nullptr, sum_bytes, d_input, d_var, n);
    cub::DeviceReduce::TransformReduce(nullptr, dev_bytes, d_input, d_var, n, cuda::std::plus<>{},
                                       SquaredDeviation<T>{d_mean}, T(0));
    size_t temp_bytes = sum_bytes > dev_bytes ? sum_bytes : dev_bytes;
    void *d_temp = nullptr;
    if (cudaMalloc(&d_temp, temp_bytes) != cudaSuccess)
        return;
    cub::DeviceReduce::Sum(d_temp, temp_bytes, d_input, d_var, n);
    divide_by_n<<<1, 1>>>(d_var, d_mean, n);
    cub::DeviceReduce::TransformReduce(d_temp, temp_bytes, d_input, d_var, n, cuda::std::plus<>{},
                                       SquaredDeviation<T>{d_mean}, T(0));
    divide_by_n<<<1, 1>>>(d_var, d_var, n);
    cudaFree(d_temp);
}
