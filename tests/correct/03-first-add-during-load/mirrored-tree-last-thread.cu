// correct: the tree mirrored: at each step the last s threads add the element s slots
// below them, so the block's sum ends in sdata[blockDim.x - 1] and the last thread,
// which made that add, stores it; the second element's test written as
// i < n - blockDim.x only once n is known to exceed the block (no unsigned wrap).
__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned int tid = threadIdx.x;
    const unsigned int last = blockDim.x - 1;
    const unsigned int i = blockIdx.x * blockDim.x * 2 + tid;
    const unsigned int un = (unsigned int)n;

    float v = 0.0f;
    if (i < un)
        v = input[i];
    if (un > blockDim.x && i < un - blockDim.x)
        v += input[i + blockDim.x];
    sdata[tid] = v;
    __syncthreads();

    for (unsigned int s = blockDim.x / 2; s > 0; s /= 2) {
        if (tid >= blockDim.x - s)
            sdata[tid] += sdata[tid - s];
        __syncthreads();
    }
    if (tid == last)
        partial[blockIdx.x] = sdata[last];
}
