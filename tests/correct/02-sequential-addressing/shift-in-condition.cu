// correct: the halving written as C programmers write it, the shift inside the loop test
// (for (s = blockDim.x; s >>= 1; )), so the body sees blockDim.x / 2 first and the loop
// ends when the shift reaches 0; the shared array read and written through a volatile pointer.
__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float smem[];
    volatile float *sdata = smem;
    unsigned tid = threadIdx.x;
    unsigned gid = blockIdx.x * blockDim.x + tid;

    sdata[tid] = gid < (unsigned)n ? input[gid] : 0.0f;
    __syncthreads();

    for (unsigned s = blockDim.x; s >>= 1; ) {
        if (tid < s)
            sdata[tid] = sdata[tid] + sdata[tid + s];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
