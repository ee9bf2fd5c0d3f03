// expect: gpu=wrong-result emu=wrong-result -- the 16-thread tiles' trees start at offset 16, a warp's: tile.shfl_down(v, 16) reaches past the tile, so every thread gets its own value back and doubles it, and each tile's rank 0 ends with twice its tile's sum
// mistake: tile.shfl_down over a 16-thread tile with the offsets of a warp (16, 8, 4, 2, 1)
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void reduce_first_add(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    __shared__ float slots[1024 / 16];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);

    const unsigned i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    float v = (i < (unsigned)n ? input[i] : 0.0f) + (i + blockDim.x < (unsigned)n ? input[i + blockDim.x] : 0.0f);
    for (unsigned d = 16; d > 0; d /= 2)
        v += tile.shfl_down(v, d);
    if (tile.thread_rank() == 0)
        slots[tile.meta_group_rank()] = v;
    block.sync();

    if (tile.meta_group_rank() == 0) {
        float w = 0.0f;
        for (unsigned k = tile.thread_rank(); k < tile.meta_group_size(); k += tile.size())
            w += slots[k];
        for (unsigned d = tile.size() / 2; d > 0; d /= 2)
            w += tile.shfl_down(w, d);
        if (tile.thread_rank() == 0)
            partial[blockIdx.x] = w;
    }
}
