// block_sum.cuh — the warp and block sums the tuning programs share
// (tune.cu, sum-fast-shapes.cu): a shuffle tree per warp, then warp 0 over
// the warps' sums.  Valid in thread 0.
#pragma once

constexpr int WARP = 32;
constexpr unsigned FULL = 0xffffffffu;

__device__ __forceinline__ float warp_sum(float v)
{
    for (int o = WARP / 2; o > 0; o /= 2)
        v += __shfl_down_sync(FULL, v, o);
    return v;
}

template <int BLOCK>
__device__ float block_sum(float v)
{
    __shared__ float ws[BLOCK / WARP];
    int lane = threadIdx.x % WARP, w = threadIdx.x / WARP;
    v = warp_sum(v);
    if (lane == 0) ws[w] = v;
    __syncthreads();
    v = 0.0f;
    if (w == 0) {
        v = lane < BLOCK / WARP ? ws[lane] : 0.0f;
        v = warp_sum(v);
    }
    return v;
}
