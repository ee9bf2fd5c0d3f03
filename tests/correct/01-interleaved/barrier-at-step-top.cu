// correct: the barrier at the top of each step (it also covers the load); after the loop thread 0 reads sdata[0], which only it wrote in the last step
__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;

    for (unsigned int stride = 1; stride < blockDim.x; stride *= 2) {
        __syncthreads();  // the load's or the previous step's values are in place
        if (tid % (2 * stride) == 0)
            sdata[tid] += sdata[tid + stride];
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
