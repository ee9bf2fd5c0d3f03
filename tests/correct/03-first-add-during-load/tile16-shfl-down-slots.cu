// correct: thread_block_tile<16> tiles each sum their 16 values with tile.shfl_down (offsets 8, 4, 2, 1, inside the tile), rank 0 of each tile stores at slot meta_group_rank() of the block, and the first tile adds the blockDim.x / 16 slots with a strided loop and shfl_down again; tests 16-wide tiles' shfl_down and a block of 32 that has two tiles
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void reduce_first_add(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    __shared__ float slots[1024 / 16];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);

    const unsigned i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    float v = (i < (unsigned)n ? input[i] : 0.0f) + (i + blockDim.x < (unsigned)n ? input[i + blockDim.x] : 0.0f);
    for (unsigned d = tile.size() / 2; d > 0; d /= 2)
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
