// correct: the shared tree stops at 64 values, warp 0 adds its pair (sdata[tid] + sdata[tid + 32]) in a register and finishes with a `#pragma unroll` butterfly of __shfl_xor_sync (every lane ends with the sum; lane 0 stores it). Must pass.

__global__ void reduce_unrolled(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (2 * blockDim.x) + tid;

    float sum = i < (unsigned int)n ? input[i] : 0.0f;
    if (i + blockDim.x < (unsigned int)n)
        sum += input[i + blockDim.x];
    sdata[tid] = sum;
    __syncthreads();

    for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    if (tid < 32) {
        float v = sdata[tid] + sdata[tid + 32];
#pragma unroll
        for (int mask = 16; mask > 0; mask >>= 1)
            v += __shfl_xor_sync(0xffffffffu, v, mask);
        if (tid == 0)
            partial[blockIdx.x] = v;
    }
}
