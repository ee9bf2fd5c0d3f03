// correct: the tree skips the barrier after its last step (only thread 0 adds there, and
// only thread 0 reads the result), and every thread stores the same block sum
__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + tid;

    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();

    for (unsigned int stride = 1; stride < blockDim.x; stride *= 2) {
        if (tid % (2 * stride) == 0)
            sdata[tid] += sdata[tid + stride];
        // the last step's only writer is thread 0, which reads its own slot below
        if (2 * stride < blockDim.x)
            __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
