// correct: two passes over the block: first the block's maximum (fmaxf shuffles, warp
// maxima in shared memory, broadcast), then the lowest index holding it, each warp's
// candidates cut down with __match_any_sync: the lanes whose first (or second) element
// equals the maximum form one group, and only its lowest lane (__ffs of the group) offers
// its index to the min shuffles.
#include <climits>
#include <cmath>

__device__ float warp_max(float v)
{
    for (int o = 16; o; o >>= 1) v = fmaxf(v, __shfl_down_sync(0xffffffffu, v, o));
    return v;
}
__device__ int warp_min(int v)
{
    for (int o = 16; o; o >>= 1) v = min(v, __shfl_down_sync(0xffffffffu, v, o));
    return v;
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ float smax[32];
    __shared__ int sidx[32];
    __shared__ float block_max;
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32, warps = blockDim.x / 32;
    int i0 = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    int i1 = i0 + blockDim.x;
    float x0 = i0 < n ? input[i0] : -INFINITY;
    float x1 = i1 < n ? input[i1] : -INFINITY;

    float m = warp_max(fmaxf(x0, x1));
    if (lane == 0) smax[warp] = m;
    __syncthreads();
    if (warp == 0) {
        m = warp_max(lane < warps ? smax[lane] : -INFINITY);
        if (lane == 0) block_max = m;
    }
    __syncthreads();
    m = block_max;

    // The lowest index holding m; i0 < i1, so i0 first. Past n: none.
    const int h0 = i0 < n && x0 == m, h1 = i1 < n && x1 == m;
    const unsigned g0 = __match_any_sync(0xffffffffu, h0);  // the lanes whose h0 is mine
    const unsigned g1 = __match_any_sync(0xffffffffu, h1);
    int mine = INT_MAX;
    if (h0 && lane == __ffs(g0) - 1)
        mine = i0;
    else if (h1 && lane == __ffs(g1) - 1)
        mine = i1;
    mine = warp_min(mine);
    if (lane == 0) sidx[warp] = mine;
    __syncthreads();
    if (warp == 0) {
        mine = warp_min(lane < warps ? sidx[lane] : INT_MAX);
        if (lane == 0) {
            partial_value[blockIdx.x] = m;
            partial_index[blockIdx.x] = mine;
        }
    }
}
