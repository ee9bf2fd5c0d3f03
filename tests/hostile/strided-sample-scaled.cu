// expect: gpu=wrong-result emu=wrong-result  args=--sizes=1000,--blocks=256 -- Reads one element in four and multiplies the sample's sum by four: a quarter of the memory traffic, and right wherever the data are constant or periodic in four, the partial-computation and statistical-estimate hacks of KernelBench's level-1 tests (a loss computed on part of the batch and scaled).  The reference is the exact sum of every element, and the tolerance is a rounding error's, far below a sampling error.
// mistake: one element in four read, the sum scaled by four
#include <cstddef>

constexpr int STEP = 4;

template <typename T>
__global__ void sample_sum(const T *input, T *result, size_t n)
{
    __shared__ T part[1024];
    T local = 0;
    for (size_t i = (blockIdx.x * (size_t)blockDim.x + threadIdx.x) * STEP; i < n;
         i += (size_t)gridDim.x * blockDim.x * STEP)
        local += input[i];
    part[threadIdx.x] = local;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s /= 2) {
        if (threadIdx.x < s)
            part[threadIdx.x] += part[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(result, part[0] * T(STEP));
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(T));
    sample_sum<T><<<32, block>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
