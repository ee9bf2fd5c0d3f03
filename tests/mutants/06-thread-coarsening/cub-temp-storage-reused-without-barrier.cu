// expect: gpu=race|wrong-result|pass emu=race args=--sizes=4099,--blocks=256 -- two cub::BlockReduce sums into one __shared__ TempStorage back to back: CUB's documentation asks for a __syncthreads() before its storage is reused; without it a warp's lane 0 writes its second warp value while thread 0 may still read the first reduction's
// mistake: the TempStorage reused by a second BlockReduce with no __syncthreads() between them
#include <cub/cub.cuh>

constexpr int COARSE_FACTOR = 8;

template <int B>
__device__ float block_sum(float lo, float hi)
{
    if (blockDim.x == B) {
        using BlockReduce = cub::BlockReduce<float, B>;
        __shared__ typename BlockReduce::TempStorage temp;
        float a = BlockReduce(temp).Sum(lo);
        float b = BlockReduce(temp).Sum(hi);
        return a + b;
    }
    if constexpr (B > 32)
        return block_sum<B - 32>(lo, hi);
    __trap();
    return 0.0f;
}

__global__ void reduce_coarsened(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    const int start = blockIdx.x * blockDim.x * COARSE_FACTOR + threadIdx.x;
    float lo = 0.0f, hi = 0.0f;
    for (int k = 0; k < COARSE_FACTOR; ++k) {
        const int i = start + k * blockDim.x;
        if (i < n) {
            if (k < COARSE_FACTOR / 2)
                lo += input[i];
            else
                hi += input[i];
        }
    }
    float sum = block_sum<1024>(lo, hi);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = sum;
}
