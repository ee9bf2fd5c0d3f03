// correct: the tree's stride doubles up to 512 whatever the block, and a thread adds only
// where its partner lies inside the block; in a smaller block the steps past its own size
// find no partner and change nothing.
__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();

    for (unsigned int stride = 1; stride < 1024; stride *= 2) {
        if (tid % (2 * stride) == 0 && tid + stride < blockDim.x) {
            sdata[tid] += sdata[tid + stride];
        }
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
