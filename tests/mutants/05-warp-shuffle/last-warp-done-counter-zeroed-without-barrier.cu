// expect: gpu=race emu=race -- thread 0 zeroes the ticket counter and the other warps' lane 0 take tickets from it with no barrier between: an atomicAdd may come before the zeroing (its ticket lost), so no lane sees the last ticket; the tickets replace the barrier after the warp sums, not the one that orders the counter's start
// mistake: the barrier after thread 0 zeroes the ticket counter left out, since the tickets replace the barrier
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
