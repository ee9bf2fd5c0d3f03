// correct: the block's slice found by moving the input pointer and shrinking n
// (input += blockIdx.x * blockDim.x; n -= ...), so the bound is the slice's own count;
// the shared array a static 1024 floats (the largest block) instead of the dynamic one.
__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    __shared__ float cache[1024];
    const int base = blockIdx.x * blockDim.x;
    input += base;
    n -= base;
    const int t = threadIdx.x;

    if (t < n)
        cache[t] = input[t];
    else
        cache[t] = 0.0f;
    __syncthreads();

    for (int half = blockDim.x >> 1; half >= 1; half >>= 1) {
        if (t < half)
            cache[t] = cache[t] + cache[t + half];
        __syncthreads();
    }

    if (t == 0)
        partial[blockIdx.x] = cache[0];
}
