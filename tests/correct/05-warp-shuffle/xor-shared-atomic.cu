// correct: butterfly warp sums (__shfl_xor_sync), then one shared-memory atomicAdd
// per warp into the block's sum: no tree over the warp sums, any multiple of 32.
// Warp sums by a butterfly (__shfl_xor_sync: every lane ends with its warp's sum), then
// lane 0 of each warp adds its warp's sum into one shared float with a shared-memory
// atomic.  Any multiple of 32 works: no tree over the warp sums at all.

#define FULL 0xffffffffu

__device__ __forceinline__ float warp_all_sum(float v)
{
#pragma unroll
    for (int mask = 16; mask >= 1; mask >>= 1)
        v += __shfl_xor_sync(FULL, v, mask);
    return v;
}

__global__ void reduce_shuffle(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    __shared__ float block_sum;
    const int base = blockIdx.x * 2 * blockDim.x;
    const int i = base + threadIdx.x;

    if (threadIdx.x == 0)
        block_sum = 0.0f;

    float v = 0.0f;
    if (i < n)
        v += __ldg(&input[i]);
    if (i + (int)blockDim.x < n)
        v += __ldg(&input[i + blockDim.x]);
    v = warp_all_sum(v);

    __syncthreads();  // block_sum is zero before any warp adds into it
    if ((threadIdx.x & 31) == 0)
        atomicAdd(&block_sum, v);
    __syncthreads();  // every warp has added

    if (threadIdx.x == 0)
        partial[blockIdx.x] = block_sum;
}
