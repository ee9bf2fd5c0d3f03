// Exercise 01, a correct variant: the interleaved tree stops one step early,
// at two live slots (0 and blockDim.x / 2), and thread 0 adds that last pair
// itself after the loop's final barrier instead of running the last step.

__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    extern __shared__ float s[];
    const unsigned t = threadIdx.x;
    const unsigned g = blockIdx.x * blockDim.x + t;
    s[t] = g < (unsigned)n ? input[g] : 0.0f;
    __syncthreads();

    const unsigned half = blockDim.x / 2;
    for (unsigned step = 1; step < half; step <<= 1) {
        if (t % (2 * step) == 0)
            s[t] += s[t + step];
        __syncthreads();
    }
    if (t == 0)
        partial[blockIdx.x] = half > 0 ? s[0] + s[half] : s[0];
}
