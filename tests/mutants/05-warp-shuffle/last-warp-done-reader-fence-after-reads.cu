// expect: gpu=race emu=race -- the last ticket holder fences after it has added the slots, not between its ticket and its reads: the writers released their sums, but nothing makes the reader acquire them before it reads (an acquire is an atomic followed by a fence)
// mistake: the reader's __threadfence_block() placed after the loop that reads the warp sums
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
            float total = 0.0f;
            for (unsigned w = 0; w < warps; w++)
                total += ((volatile float *)sums)[w];
            __threadfence_block();
            partial[blockIdx.x] = total;
        }
    }
}
