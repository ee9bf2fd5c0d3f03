// correct: sequential addressing written as a do/while on the live count, the count rounded up at each halving so an odd count keeps its middle element (s = (live + 1) / 2), barriers every step, thread 0 writes the block's sum
__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float cache[];
    int tid = threadIdx.x;
    int gid = blockIdx.x * blockDim.x + tid;
    cache[tid] = gid < n ? input[gid] : 0.f;
    __syncthreads();

    int live = blockDim.x;
    do {
        int half = (live + 1) / 2;
        if (tid < live - half)
            cache[tid] += cache[tid + half];
        __syncthreads();
        live = half;
    } while (live > 1);

    if (tid == 0) partial[blockIdx.x] = cache[0];
}
