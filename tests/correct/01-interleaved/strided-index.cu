// correct: interleaved addressing with the index 2 * s * tid, so the active threads are
// always the first of the block (Harris's second kernel), not those at multiples of 2s.
// Interleaved addressing with a strided index: at step s the k-th active thread adds
// into sdata[2*s*k], so the active threads are always the first ones of the block.

__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + tid;

    sdata[tid] = i < (unsigned)n ? input[i] : 0.0f;
    __syncthreads();

    for (unsigned s = 1; s < blockDim.x; s <<= 1) {
        unsigned index = 2 * s * tid;
        if (index < blockDim.x)
            sdata[index] += sdata[index + s];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
