// correct: the last warp finished by cub::WarpReduce<float> (its TempStorage in static shared memory beside the launch's dynamic array) after each lane adds sdata[tid] + sdata[tid + 32]; n a const __grid_constant__ parameter, the block's slice a cuda::std::span, __builtin_assume_aligned on the input, [[likely]] on the first load. Must pass.
#include <cub/cub.cuh>
#include <cuda/std/span>

__global__ void reduce_unrolled(const float *__restrict input, float *__restrict partial, const __grid_constant__ int n)
{
    extern __shared__ float sdata[];
    using WarpReduce = cub::WarpReduce<float>;
    __shared__ typename WarpReduce::TempStorage temp;
    const float *in = static_cast<const float *>(__builtin_assume_aligned(input, 4));
    unsigned tid = threadIdx.x;
    long long base = (long long)blockIdx.x * blockDim.x * 2;
    long long len = n - base < 2LL * blockDim.x ? n - base : 2LL * blockDim.x;
    cuda::std::span<const float> mine(in + base, len > 0 ? (size_t)len : 0);
    float s = 0.0f;
    if (tid < mine.size()) [[likely]] s = mine[tid];
    if (tid + blockDim.x < mine.size()) s += mine[tid + blockDim.x];
    sdata[tid] = s;
    __syncthreads();
    for (unsigned st = blockDim.x / 2; st > 32; st >>= 1) {
        if (tid < st) sdata[tid] += sdata[tid + st];
        __syncthreads();
    }
    if (tid < 32) {
        float v = WarpReduce(temp).Sum(sdata[tid] + sdata[tid + 32]);
        if (tid == 0) partial[blockIdx.x] = v;
    }
}
