// correct: cooperative groups do both levels: cg::tiled_partition<32> of the block, cg::reduce with cg::plus<float>() per warp (every lane gets the sum), tile.meta_group_rank() / thread_rank() for warp and lane, block.sync() as the barrier; tests the cg::reduce path of the emulator.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    __shared__ float per_warp[32];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);

    int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    float v = 0.0f;
    if (i < n) v = input[i];
    if (i + blockDim.x < n) v += input[i + blockDim.x];

    float warp_total = cg::reduce(tile, v, cg::plus<float>());
    if (tile.thread_rank() == 0)
        per_warp[tile.meta_group_rank()] = warp_total;
    block.sync();

    if (tile.meta_group_rank() == 0) {
        float w = tile.thread_rank() < tile.meta_group_size() ? per_warp[tile.thread_rank()] : 0.0f;
        float total = cg::reduce(tile, w, cg::plus<float>());
        if (tile.thread_rank() == 0)
            partial[blockIdx.x] = total;
    }
}
