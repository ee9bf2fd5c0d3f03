// correct: each thread copies its eight elements (strided by the block, so loads coalesce) into a register array and sums it with cuda::std::accumulate from <cuda/std/numeric>; the block adds the thread sums with shuffles
#include <cuda/std/numeric>

constexpr int COARSE = 8;

__device__ float warp_sum(float v)
{
    for (int offset = 16; offset > 0; offset >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, offset);
    return v;
}

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    __shared__ float warp_sums[32];
    const size_t base = (size_t)blockIdx.x * COARSE * blockDim.x + threadIdx.x;
    float items[COARSE];
#pragma unroll
    for (int k = 0; k < COARSE; k++) {
        const size_t i = base + (size_t)k * blockDim.x;
        items[k] = i < (size_t)n ? input[i] : 0.0f;
    }
    float v = warp_sum(cuda::std::accumulate(items, items + COARSE, 0.0f));
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    if (lane == 0)
        warp_sums[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = lane < (int)(blockDim.x / 32) ? warp_sums[lane] : 0.0f;
        v = warp_sum(v);
        if (lane == 0)
            partial[blockIdx.x] = v;
    }
}
