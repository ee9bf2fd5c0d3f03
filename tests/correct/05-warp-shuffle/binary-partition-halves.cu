// correct: cg::binary_partition of each warp's tile by lane < 16 gives two coalesced groups of 16; cg::reduce sums each, and cg::labeled_partition of the warp by warp index (one label per warp, so the whole warp) does the second level; tests binary_partition and labeled_partition (CUDA 11, sm_70+) of a thread_block_tile<32>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void reduce_shuffle(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    __shared__ float halves[64];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    const unsigned lane = warp.thread_rank();
    const unsigned w = warp.meta_group_rank();

    const unsigned i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    float v = 0.0f;
    if (i < (unsigned)n) v = input[i];
    if (i + blockDim.x < (unsigned)n) v += input[i + blockDim.x];

    cg::coalesced_group half = cg::binary_partition(warp, lane < 16);
    float half_sum = cg::reduce(half, v, cg::plus<float>());
    if (half.thread_rank() == 0)
        halves[2 * w + (lane >= 16)] = half_sum;
    block.sync();

    if (w == 0) {
        cg::coalesced_group whole = cg::labeled_partition(warp, (int)w);
        const unsigned count = 2 * warp.meta_group_size();
        float h = 0.0f;
        for (unsigned k = whole.thread_rank(); k < count; k += whole.size())
            h += halves[k];
        h = cg::reduce(whole, h, cg::plus<float>());
        if (whole.thread_rank() == 0)
            partial[blockIdx.x] = h;
    }
}
