// correct: the partner is found with tid ^ stride; for the threads below the stride (the
// only ones that add) that is tid + stride, so the tree is the usual one, written as a
// butterfly would be.
__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    const unsigned i = blockIdx.x * blockDim.x + tid;

    sdata[tid] = i < (unsigned)n ? input[i] : 0.0f;
    __syncthreads();

    for (unsigned stride = blockDim.x >> 1; stride != 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid ^ stride];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
