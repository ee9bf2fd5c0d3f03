// correct: cooperative groups two levels down: a thread_block_tile<32> of the block, then thread_block_tile<8> of that tile; each 8-thread tile cg::reduce's its values and its rank 0 stores at slot warp * 4 + meta_group_rank() (the sub-tile's rank inside its warp, 0..3), then warp 0 adds the blockDim.x / 8 slots; tests meta_group_rank()/meta_group_size() of a tile of a tile
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void reduce_first_add(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    __shared__ float slots[1024 / 8];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    cg::thread_block_tile<8> eight = cg::tiled_partition<8>(warp);

    const unsigned tid = threadIdx.x;
    const unsigned i = blockIdx.x * blockDim.x * 2 + tid;
    float v = 0.0f;
    if (i < (unsigned)n)
        v = input[i];
    if (i + blockDim.x < (unsigned)n)
        v += input[i + blockDim.x];

    float sum8 = cg::reduce(eight, v, cg::plus<float>());
    if (eight.thread_rank() == 0)
        slots[warp.meta_group_rank() * eight.meta_group_size() + eight.meta_group_rank()] = sum8;
    block.sync();

    if (warp.meta_group_rank() == 0) {
        const unsigned count = blockDim.x / 8;
        float w = 0.0f;
        for (unsigned k = warp.thread_rank(); k < count; k += 32)
            w += slots[k];
        w = cg::reduce(warp, w, cg::plus<float>());
        if (warp.thread_rank() == 0)
            partial[blockIdx.x] = w;
    }
}
