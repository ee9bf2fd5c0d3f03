// Exercise 05, a correct variant: in the second level the lanes that hold a
// per-warp sum and the lanes that do not reach the warp sum from two branches
// of an if.  Since Volta, __shfl_down_sync with the full mask waits for every
// lane of the mask to reach a shuffle with that mask; it need not be the same
// call site, so the two branches' shuffles meet.

constexpr int ITEMS_PER_THREAD = 2;
constexpr unsigned ALL_LANES = 0xffffffffu;

__device__ float warp_sum(float v)
{
    for (int d = 16; d >= 1; d >>= 1)
        v += __shfl_down_sync(ALL_LANES, v, d);
    return v;
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    __shared__ float per_warp[32];
    const int t = threadIdx.x;
    const int lane = t & 31, warp = t >> 5, warps = blockDim.x >> 5;
    const int first = blockIdx.x * blockDim.x * ITEMS_PER_THREAD + t;
    const int second = first + blockDim.x;

    float v = first < n ? input[first] : 0.0f;
    if (second < n)
        v += input[second];
    v = warp_sum(v);
    if (lane == 0)
        per_warp[warp] = v;
    __syncthreads();

    if (warp == 0) {
        float total;
        if (lane < warps)
            total = warp_sum(per_warp[lane]);
        else
            total = warp_sum(0.0f);
        if (t == 0)
            partial[blockIdx.x] = total;
    }
}
