// expect: gpu=unwritten-output emu=unwritten-output -- atomicAdd returns the count before its own add, 0 for the first warp and warps - 1 for the last: compared with warps, no lane ever finds itself last, and no block writes its partial
// mistake: the last ticket taken as warps, not warps - 1
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
        if (t == warps) {
            __threadfence_block();
            float total = 0.0f;
            for (unsigned w = 0; w < warps; w++)
                total += ((volatile float *)sums)[w];
            partial[blockIdx.x] = total;
        }
    }
}
