// correct: each thread loads its eight elements (strided by the block) into a register array and walks it with cuda::std::begin, cuda::std::end and cuda::std::next from <cuda/std/iterator>, the count of items taken from cuda::std::size; the block adds the thread sums with shuffles
#include <cuda/std/iterator>

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
    float items[COARSE];
    const size_t base = (size_t)blockIdx.x * cuda::std::size(items) * blockDim.x + threadIdx.x;
#pragma unroll
    for (int k = 0; k < COARSE; k++) {
        const size_t i = base + (size_t)k * blockDim.x;
        items[k] = i < (size_t)n ? input[i] : 0.0f;
    }
    float v = 0.0f;
    for (const float *it = cuda::std::begin(items); it != cuda::std::end(items); it = cuda::std::next(it))
        v += *it;
    v = warp_sum(v);
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
