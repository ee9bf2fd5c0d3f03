// Exercise 02, a correct variant: the tree folds while 32 or more threads
// would work, then thread 0 adds the last (at most) 32 slots in a loop.
// Fewer than 32 threads are ever active then, so no warp diverges early.

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();

    // Halve while the live range is wider than one warp.
    unsigned int live = blockDim.x;
    for (; live > 32; live >>= 1) {
        if (tid < live / 2)
            sdata[tid] += sdata[tid + live / 2];
        __syncthreads();
    }

    // The last live slots, one thread, no barrier needed: nobody else writes.
    if (tid == 0) {
        float sum = 0.0f;
        for (unsigned int k = 0; k < live; k++)
            sum += sdata[k];
        partial[blockIdx.x] = sum;
    }
}
