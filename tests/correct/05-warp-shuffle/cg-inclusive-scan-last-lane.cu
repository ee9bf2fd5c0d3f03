// correct: each warp's sum taken from cg::inclusive_scan (<cooperative_groups/scan.h>): after the scan the warp's last lane holds the sum of all 32, and it stores it; warp 0 scans the warp sums the same way and its lane 31 holds the block's sum
// 05-warp-shuffle: the block sum of 2 * blockDim.x elements.
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>

namespace cg = cooperative_groups;

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    __shared__ float warp_sums[32];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);

    int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
    float v = 0.0f;
    if (i < n)
        v = input[i];
    if (i + blockDim.x < n)
        v += input[i + blockDim.x];

    float running = cg::inclusive_scan(warp, v);  // lane k: the sum of lanes 0..k
    if (warp.thread_rank() == 31)
        warp_sums[warp.meta_group_rank()] = running;
    block.sync();

    if (warp.meta_group_rank() == 0) {
        float w = warp.thread_rank() < warp.meta_group_size() ? warp_sums[warp.thread_rank()] : 0.0f;
        float total = cg::inclusive_scan(warp, w, cg::plus<float>());
        if (warp.thread_rank() == 31)
            partial[blockIdx.x] = total;
    }
}
