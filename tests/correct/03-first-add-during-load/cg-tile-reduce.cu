// correct: cooperative groups throughout: the pair loaded by thread_rank(), each 32-thread
// tile summed with cg::reduce(tile, v, cg::plus<float>()), the tiles' sums in shared memory
// (meta_group_rank) and the first tile reducing those; block.sync() as the barrier.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float warp_sums[];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);

    unsigned r = block.thread_rank();
    unsigned span = block.size();
    unsigned i = blockIdx.x * 2 * span + r;
    float v = i < (unsigned)n ? input[i] : 0.0f;
    if (i + span < (unsigned)n)
        v += input[i + span];

    float s = cg::reduce(tile, v, cg::plus<float>());
    if (tile.thread_rank() == 0)
        warp_sums[tile.meta_group_rank()] = s;
    block.sync();

    if (tile.meta_group_rank() == 0) {
        unsigned tiles = tile.meta_group_size();
        float w = tile.thread_rank() < tiles ? warp_sums[tile.thread_rank()] : 0.0f;
        w = cg::reduce(tile, w, cg::plus<float>());
        if (tile.thread_rank() == 0)
            partial[blockIdx.x] = w;
    }
}
