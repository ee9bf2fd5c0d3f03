// correct: four independent accumulators (two steps each) for more loads in flight, the
// bound checked once per block (full segments take an unchecked path), the warps' sums by a
// __shfl_xor_sync butterfly and the warp sums summed by thread 0 in a plain loop.
constexpr int COARSE = 8;

__device__ __forceinline__ float warp_all_sum(float v)
{
    for (int m = 16; m >= 1; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    return v;
}

__global__ void reduce_coarsened(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    __shared__ float warp_sums[32];
    const int B = blockDim.x, tid = threadIdx.x;
    const int seg = blockIdx.x * B * COARSE;
    const float *p = input + seg + tid;
    float a0 = 0.f, a1 = 0.f, a2 = 0.f, a3 = 0.f;
    if (seg + B * COARSE <= n) {
        a0 = p[0] + p[4 * B];
        a1 = p[B] + p[5 * B];
        a2 = p[2 * B] + p[6 * B];
        a3 = p[3 * B] + p[7 * B];
    } else {
        for (int k = 0; k < COARSE; k += 4) {
            if (seg + (k + 0) * B + tid < n) a0 += p[(k + 0) * B];
            if (seg + (k + 1) * B + tid < n) a1 += p[(k + 1) * B];
            if (seg + (k + 2) * B + tid < n) a2 += p[(k + 2) * B];
            if (seg + (k + 3) * B + tid < n) a3 += p[(k + 3) * B];
        }
    }
    float v = warp_all_sum((a0 + a1) + (a2 + a3));
    if ((tid & 31) == 0) warp_sums[tid >> 5] = v;
    __syncthreads();
    if (tid == 0) {
        float t = 0.f;
        for (int w = 0; w < B / 32; w++) t += warp_sums[w];
        partial[blockIdx.x] = t;
    }
}
