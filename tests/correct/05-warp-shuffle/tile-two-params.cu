// correct: the warps as cg::thread_block_tile<32, cg::thread_block> (the tile type with
// its parent named, as CUDA declares it), reduced with tile.shfl_down; the warp sums go
// through shared memory to the first tile.
// Block b sums the 2 * blockDim.x elements from b * 2 * blockDim.x.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

using Warp = cg::thread_block_tile<32, cg::thread_block>;

__device__ float tile_sum(const Warp &w, float v)
{
    for (unsigned k = w.num_threads() / 2; k > 0; k /= 2)
        v += w.shfl_down(v, k);
    return v;
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    __shared__ float sums[32];
    cg::thread_block block = cg::this_thread_block();
    Warp warp = cg::tiled_partition<32>(block);

    const int i = blockIdx.x * blockDim.x * 2 + block.thread_rank();
    float v = 0.0f;
    if (i < n) v = input[i];
    if (i + (int)blockDim.x < n) v += input[i + blockDim.x];

    v = tile_sum(warp, v);
    if (warp.thread_rank() == 0)
        sums[warp.meta_group_rank()] = v;
    block.sync();

    if (warp.meta_group_rank() == 0) {
        v = warp.thread_rank() < warp.meta_group_size() ? sums[warp.thread_rank()] : 0.0f;
        v = tile_sum(warp, v);
        if (warp.thread_rank() == 0)
            partial[blockIdx.x] = v;
    }
}
