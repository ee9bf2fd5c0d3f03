// correct: thread_block_tile<32>::shfl_down for both levels, the warp sums in dynamic shared memory (the launch's blockDim.x floats, only the first warps' slots used), the second level's lanes past the warp count bringing 0, warpSize read at run time for the lane and warp
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ float tile_sum(cg::thread_block_tile<32> t, float v)
{
    #pragma unroll
    for (int d = 16; d >= 1; d /= 2)
        v += t.shfl_down(v, d);
    return v;
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    extern __shared__ float warp_sums[];
    cg::thread_block b = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(b);
    const int lane = threadIdx.x % warpSize;
    const int wid = threadIdx.x / warpSize;
    const int nwarps = (blockDim.x + warpSize - 1) / warpSize;

    const float *blk = input + (size_t)blockIdx.x * 2 * blockDim.x;
    int remaining = n - blockIdx.x * 2 * blockDim.x;
    float v = 0.f;
    if ((int)threadIdx.x < remaining) v += blk[threadIdx.x];
    if ((int)(threadIdx.x + blockDim.x) < remaining) v += blk[threadIdx.x + blockDim.x];

    v = tile_sum(tile, v);
    if (lane == 0) warp_sums[wid] = v;
    b.sync();
    if (wid == 0) {
        v = lane < nwarps ? warp_sums[lane] : 0.f;
        v = tile_sum(tile, v);
        if (lane == 0) partial[blockIdx.x] = v;
    }
}
