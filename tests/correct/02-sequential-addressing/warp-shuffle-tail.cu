// correct: the shared tree halves only down to 64 partial sums, then warp 0 adds the two
// halves of those and finishes with __shfl_down_sync (the CUDA samples' reduce4 tail);
// a block of 32 skips the tree and shuffles its own values.
__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + tid;

    sdata[tid] = (i < (unsigned)n) ? input[i] : 0.0f;
    __syncthreads();

    for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    if (tid < 32) {
        float v = sdata[tid];
        if (blockDim.x >= 64)
            v += sdata[tid + 32];
        for (int offset = 16; offset > 0; offset >>= 1)
            v += __shfl_down_sync(0xffffffffu, v, offset);
        if (tid == 0)
            partial[blockIdx.x] = v;
    }
}
