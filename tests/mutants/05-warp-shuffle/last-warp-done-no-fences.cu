// expect: gpu=race emu=race -- the warps hand their sums to the last ticket holder through a shared counter with no fence on either side: a relaxed atomic orders nothing, so the lane that draws the last ticket may read a slot whose store it does not yet see (the PTX memory model needs a fence before the writer's atomic and one after the reader's)
// mistake: the last-warp-done hand-off without __threadfence_block() around the ticket
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
        unsigned t = atomicAdd(&tickets, 1u);
        if (t == warps - 1) {
            float total = 0.0f;
            for (unsigned w = 0; w < warps; w++)
                total += ((volatile float *)sums)[w];
            partial[blockIdx.x] = total;
        }
    }
}
