// correct: warp 0 takes the per-warp sums under a mask from __ballot_sync(lane < count):
// only those lanes shuffle, with __shfl_down_sync offsets doubling from 1, and a lane adds
// what it got only when the lane it read is below the count (a read past the mask is
// undefined and dropped); the first level is an inclusive __shfl_up_sync scan whose total
// lands in lane 31, which stores it.
constexpr unsigned ALL = 0xffffffffu;

__device__ float warp_scan_total(float v)
{
    const int lane = threadIdx.x & 31;
    for (int d = 1; d < 32; d <<= 1) {
        float up = __shfl_up_sync(ALL, v, d);
        if (lane >= d)
            v += up;
    }
    return v;  // lane 31 holds the warp's total
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    __shared__ float sums[32];
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const int count = (blockDim.x + 31) >> 5;
    const long long base = 2LL * blockIdx.x * blockDim.x;
    const long long a = base + threadIdx.x, b = a + blockDim.x;

    float v = (a < n ? input[a] : 0.0f) + (b < n ? input[b] : 0.0f);
    v = warp_scan_total(v);
    if (lane == 31)
        sums[warp] = v;
    __syncthreads();

    if (warp == 0) {
        const unsigned m = __ballot_sync(ALL, lane < count);
        if (lane < count) {
            float s = sums[lane];
            for (int off = 1; off < count; off <<= 1) {
                float o = __shfl_down_sync(m, s, off);
                if (lane + off < count)
                    s += o;
            }
            if (lane == 0)
                partial[blockIdx.x] = s;
        }
    }
}
