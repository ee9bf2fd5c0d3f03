// correct: after the barrier every warp, not just warp 0, loads the per-warp sums and reduces them (redundant but race-free: the slots are only read after the one barrier), and thread 0 writes the result; the lane/warp come from warpSize at run time; tests that the redundant second level is not mistaken for a race.
__device__ float warp_sum(float v)
{
    for (int d = warpSize / 2; d > 0; d >>= 1)
        v += __shfl_down_sync(0xffffffff, v, d);
    return v;
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    static __shared__ float ws[32];
    const int lane = threadIdx.x % warpSize;
    const int wid = threadIdx.x / warpSize;
    const int nw = (blockDim.x + warpSize - 1) / warpSize;
    const long long base = (long long)blockIdx.x * 2 * blockDim.x;

    float a = 0.0f;
    long long j = base + threadIdx.x;
    if (j < n) a += input[j];
    j += blockDim.x;
    if (j < n) a += input[j];

    a = warp_sum(a);
    if (lane == 0) ws[wid] = a;
    __syncthreads();
    float b = lane < nw ? ws[lane] : 0.0f;
    b = warp_sum(b);
    if (threadIdx.x == 0) partial[blockIdx.x] = b;
}
