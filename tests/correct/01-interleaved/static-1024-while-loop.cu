// correct: a static shared array of 1024 floats (the largest block) instead of the launch's dynamic shared memory, and a while loop over the stride
#define MAX_BLOCK 1024

__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    __shared__ float cache[MAX_BLOCK];
    unsigned t = threadIdx.x;
    unsigned gi = blockIdx.x * blockDim.x + t;

    float v = 0.0f;
    if (gi < n)
        v = input[gi];
    cache[t] = v;
    __syncthreads();

    unsigned s = 1;
    while (s < blockDim.x) {
        if ((t & (2 * s - 1)) == 0)
            cache[t] = cache[t] + cache[t + s];
        s *= 2;
        __syncthreads();
    }

    if (t == 0) partial[blockIdx.x] = cache[0];
}
