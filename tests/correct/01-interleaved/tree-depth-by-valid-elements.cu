// correct: the last block's tree only goes as deep as its valid elements need (the trip count is the same for every thread of a block, so the barriers stay uniform)
__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    const unsigned first = blockIdx.x * blockDim.x;
    const unsigned valid = min((unsigned)n - first, blockDim.x);  // elements this block holds

    sdata[tid] = tid < valid ? input[first + tid] : 0.0f;
    __syncthreads();

    for (unsigned stride = 1; stride < valid; stride <<= 1) {
        if ((tid & (2 * stride - 1)) == 0 && tid + stride < valid)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
