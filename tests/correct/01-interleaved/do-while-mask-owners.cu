// correct: the interleaved tree as a do-while loop whose stride doubles at the bottom, the step's owners picked by a mask test ((tid & (2 * stride - 1)) == 0) and partners past the block skipped, so any block size works
__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    const unsigned i = blockIdx.x * blockDim.x + tid;
    sdata[tid] = i < (unsigned)n ? input[i] : 0.0f;
    __syncthreads();
    unsigned stride = 1;
    do {
        if ((tid & (2 * stride - 1)) == 0 && tid + stride < blockDim.x)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
        stride <<= 1;
    } while (stride < blockDim.x);
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
