// correct: the warp sums by cg::reduce over 32-thread tiles; in the second level warp 0 splits with cg::binary_partition(tile, lane < warps) and only the group of lanes that hold a warp sum reduces it (cg::reduce over a coalesced group), its thread_rank() 0 being lane 0
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

constexpr int COARSE_FACTOR = 8;

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    __shared__ float warp_sums[32];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    int segment = blockIdx.x * blockDim.x * COARSE_FACTOR;
    float sum = 0.0f;
    for (int k = 0; k < COARSE_FACTOR; k++) {
        int i = segment + k * blockDim.x + threadIdx.x;
        if (i < n)
            sum += input[i];
    }
    sum = cg::reduce(tile, sum, cg::plus<float>());
    if (tile.thread_rank() == 0)
        warp_sums[tile.meta_group_rank()] = sum;
    block.sync();
    if (tile.meta_group_rank() == 0) {
        bool holds = tile.thread_rank() < tile.meta_group_size();
        cg::coalesced_group part = cg::binary_partition(tile, holds);
        if (holds) {
            float total = cg::reduce(part, warp_sums[part.thread_rank()], cg::plus<float>());
            if (part.thread_rank() == 0)
                partial[blockIdx.x] = total;
        }
    }
}
