// correct: no second __syncthreads(): every warp's lane 0 stores its sum, fences (__threadfence_block) and adds one to a shared arrival count; thread 0 spins on the count (atomicAdd(&arrived, 0)) until every warp has arrived, fences and adds the sums. Warps progress independently on every GPU and the arrivals it waits for are other warps' (its own came before the loop), so the loop ends; tests the emulator's turn for the block's other threads after 2^16 steps without a scheduling point
__device__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    __shared__ float sums[32];
    __shared__ unsigned arrived;
    if (threadIdx.x == 0)
        arrived = 0;
    __syncthreads();

    int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    float v = 0.0f;
    if (i < n)
        v = input[i];
    if (i + blockDim.x < n)
        v += input[i + blockDim.x];
    v = warp_sum(v);

    unsigned warps = blockDim.x / 32;
    if ((threadIdx.x & 31) == 0) {
        sums[threadIdx.x / 32] = v;
        __threadfence_block();
        atomicAdd(&arrived, 1u);
    }
    if (threadIdx.x == 0) {
        while (atomicAdd(&arrived, 0u) < warps) {
        }
        __threadfence_block();
        float total = 0.0f;
        for (unsigned w = 0; w < warps; w++)
            total += sums[w];
        partial[blockIdx.x] = total;
    }
}
