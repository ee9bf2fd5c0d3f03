// correct: the number of halving steps counted first with __ffs (log2 of a power-of-two
// block), then a for loop over the steps with stride = 1 << step; the load is a clamped
// read (input[min(i, n - 1)]) whose value is dropped past n, so no element past n is read.
__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const int tid = threadIdx.x;
    const int i = blockIdx.x * blockDim.x + tid;

    const float v = input[min(i, n - 1)];
    sdata[tid] = i < n ? v : 0.0f;
    __syncthreads();

    const int steps = __ffs(blockDim.x) - 1;  /* log2(blockDim.x) */
    for (int step = steps - 1; step >= 0; --step) {
        const int stride = 1 << step;
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
