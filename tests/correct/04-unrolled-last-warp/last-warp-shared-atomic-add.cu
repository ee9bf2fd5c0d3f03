// correct: the barrier tree stops at 64 values, then warp 0 adds each lane's pair (sdata[tid] + sdata[tid + 32]) into one __shared__ float with atomicAdd (zeroed by thread 0 before the first barrier), a __syncwarp() after the atomics, and lane 0 stores it: no volatile needed, since the atomics and the warp barrier order the accesses
__global__ void reduce_unrolled(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    __shared__ float block_total;
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x * 2 + tid;
    if (tid == 0)
        block_total = 0.0f;
    float v = i < (unsigned)n ? input[i] : 0.0f;
    if (i + blockDim.x < (unsigned)n)
        v += input[i + blockDim.x];
    sdata[tid] = v;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        atomicAdd(&block_total, sdata[tid] + sdata[tid + 32]);
        __syncwarp();
        if (tid == 0)
            partial[blockIdx.x] = block_total;
    }
}
