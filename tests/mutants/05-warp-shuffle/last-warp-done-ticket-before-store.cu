// expect: gpu=race emu=race -- each warp takes its ticket before it stores its sum: the last ticket holder can add a slot the warp that drew an earlier ticket has not written yet (its fence and atomic came before the store, so they publish nothing of it)
// mistake: the fence and the ticket before the warp sum's store, not after it
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
        __threadfence_block();
        unsigned t = atomicAdd(&tickets, 1u);
        sums[threadIdx.x / 32] = v;
        if (t == warps - 1) {
            __threadfence_block();
            float total = 0.0f;
            for (unsigned w = 0; w < warps; w++)
                total += ((volatile float *)sums)[w];
            partial[blockIdx.x] = total;
        }
    }
}
