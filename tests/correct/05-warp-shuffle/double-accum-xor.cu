// correct: the two loads are added in a double and both warp levels shuffle doubles with __shfl_xor_sync (a butterfly: every lane gets the sum), the per-warp sums stored as double; the partial is rounded to float once at the end; tests double shuffles and a double shared array in 05.
__device__ double wsum(double v)
{
#pragma unroll
    for (int m = 16; m; m >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, m);
    return v;
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    __shared__ double s[32];
    int tid = threadIdx.x, nthreads = blockDim.x;
    int i = 2 * nthreads * blockIdx.x + tid;
    double acc = 0.0;
    if (i < n) acc += (double)input[i];
    if (i + nthreads < n) acc += (double)input[i + nthreads];
    acc = wsum(acc);
    if ((tid & 31) == 0) s[tid / 32] = acc;
    __syncthreads();
    if (tid < 32) {
        acc = 0.0;
        if (tid * 32 < nthreads) acc = s[tid];
        acc = wsum(acc);
        if (tid == 0) partial[blockIdx.x] = (float)acc;
    }
}
