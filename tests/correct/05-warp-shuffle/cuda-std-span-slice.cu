// correct: each block views its slice of the input as a cuda::std::span<const float> (<cuda/std/span>), clipped at n, and its threads stride over the span's size; shuffle tree per warp, one shared slot per warp
#include <cuda/std/span>

__device__ float warp_sum(float v)
{
    for (int d = 16; d > 0; d >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, d);
    return v;
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    __shared__ float sums[32];
    const int first = blockIdx.x * blockDim.x * 2;
    const int len = n - first < (int)blockDim.x * 2 ? n - first : (int)blockDim.x * 2;
    cuda::std::span<const float> slice(input + first, len > 0 ? len : 0);
    float v = 0.0f;
    for (size_t k = threadIdx.x; k < slice.size(); k += blockDim.x)
        v += slice[k];
    v = warp_sum(v);
    if (threadIdx.x % 32 == 0)
        sums[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        v = threadIdx.x < blockDim.x / 32 ? sums[threadIdx.x] : 0.0f;
        v = warp_sum(v);
        if (threadIdx.x == 0)
            partial[blockIdx.x] = v;
    }
}
