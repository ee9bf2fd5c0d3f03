// correct: no second barrier: each warp's lane 0 stores its warp sum, fences (__threadfence_block) and takes a ticket from a shared counter; the lane whose ticket is the last one fences again and adds every warp sum (the threadFenceReduction sample's last-block-done idea, inside one block); the counter is set by thread 0 before the one __syncthreads()
__device__ __forceinline__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    __shared__ float sums[32];
    __shared__ unsigned tickets;
    if (threadIdx.x == 0) tickets = 0;
    __syncthreads();

    int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    float v = 0.0f;
    if (i < n) v = input[i];
    if (i + blockDim.x < n) v += input[i + blockDim.x];
    v = warp_sum(v);

    unsigned warps = blockDim.x / 32;
    if ((threadIdx.x & 31) == 0) {
        sums[threadIdx.x / 32] = v;
        __threadfence_block();
        unsigned t = atomicAdd(&tickets, 1u);
        if (t == warps - 1) {
            __threadfence_block();
            float total = 0.0f;
            for (unsigned w = 0; w < warps; w++)
                total += ((volatile float *)sums)[w];
            partial[blockIdx.x] = total;
        }
    }
}
