// correct: a generic butterfly `warp_all_reduce(v, op)` over __shfl_xor_sync with the combiner a device lambda passed by value, offsets from a `#pragma unroll` loop; every lane ends with the warp's sum, so every warp's lane 0 stores it and every lane of warp 0 reads the slots in the second level; tests lambdas as template arguments in device code and the xor butterfly
constexpr unsigned FULL = 0xffffffffu;

template <typename T, typename Op>
__device__ __forceinline__ T warp_all_reduce(T v, Op op)
{
#pragma unroll
    for (int lane_mask = 16; lane_mask >= 1; lane_mask >>= 1)
        v = op(v, __shfl_xor_sync(FULL, v, lane_mask));
    return v;
}

__global__ void reduce_shuffle(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    __shared__ float sums[32];
    const auto add = [] (float a, float b) { return a + b; };
    const unsigned lane = threadIdx.x & 31u, warp = threadIdx.x >> 5;
    const unsigned i = blockIdx.x * blockDim.x * 2 + threadIdx.x;

    float v = (i < (unsigned)n ? input[i] : 0.0f) + (i + blockDim.x < (unsigned)n ? input[i + blockDim.x] : 0.0f);
    v = warp_all_reduce(v, add);
    if (lane == 0)
        sums[warp] = v;
    __syncthreads();

    if (warp == 0) {
        float w = lane < (blockDim.x >> 5) ? sums[lane] : 0.0f;
        w = warp_all_reduce(w, add);
        if (lane == 0)
            partial[blockIdx.x] = w;
    }
}
