// correct: the warp sums pass the optional width argument of __shfl_down_sync (32, the
// whole warp, as the default), and the second level gives its shuffles width 32 too;
// the block's warp sums sit in a static shared array of 32 slots.
constexpr int COARSE_FACTOR = 8;
constexpr unsigned FULL_MASK = 0xffffffffu;

__device__ __forceinline__ float warp_sum(float v)
{
    for (int offset = 16; offset >= 1; offset >>= 1)
        v += __shfl_down_sync(FULL_MASK, v, offset, 32);
    return v;
}

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    __shared__ float sums[32];
    const unsigned lane = threadIdx.x & 31u, warp = threadIdx.x >> 5;
    const unsigned warps = blockDim.x >> 5;
    const int base = blockIdx.x * blockDim.x * COARSE_FACTOR + threadIdx.x;

    float acc = 0.0f;
    for (int k = 0; k < COARSE_FACTOR; ++k) {
        const int i = base + k * (int)blockDim.x;
        acc += (i < n) ? input[i] : 0.0f;
    }
    acc = warp_sum(acc);
    if (lane == 0)
        sums[warp] = acc;
    __syncthreads();
    if (warp == 0) {
        float v = (lane < warps) ? sums[lane] : 0.0f;
        v = warp_sum(v);
        if (lane == 0)
            partial[blockIdx.x] = v;
    }
}
