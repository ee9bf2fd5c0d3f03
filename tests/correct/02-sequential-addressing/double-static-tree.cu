// correct: the tree runs in double in a static shared array of 1024 doubles (8 KiB, the
// largest block), the dynamic shared memory the launch passes left unused; the block's
// sum is rounded to float once, when it is stored.
// Sequential addressing: the first half of the active threads adds the second half.
__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    __shared__ double acc[1024];
    const int t = threadIdx.x;
    const long long gi = (long long)blockIdx.x * blockDim.x + t;
    acc[t] = gi < n ? (double)input[gi] : 0.0;
    __syncthreads();
    for (int half = blockDim.x >> 1; half >= 1; half >>= 1) {
        if (t < half)
            acc[t] = acc[t] + acc[t + half];
        __syncthreads();
    }
    if (t == 0)
        partial[blockIdx.x] = (float)acc[0];
}
