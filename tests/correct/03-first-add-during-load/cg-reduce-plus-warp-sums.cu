// correct: the cooperative-groups version a code assistant writes: cg::this_thread_block, cg::tiled_partition<32>, cg::reduce(warp, v, cg::plus<float>()), warp sums in a static __shared__ array of 32, block.sync(), the first warp reduces them again with cg::reduce
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    __shared__ float warp_sums[32];

    const int tid = block.thread_rank();
    const int i = blockIdx.x * blockDim.x * 2 + tid;
    float v = 0.0f;
    if (i < n) v += input[i];
    if (i + (int)blockDim.x < n) v += input[i + blockDim.x];

    v = cg::reduce(warp, v, cg::plus<float>());
    if (warp.thread_rank() == 0)
        warp_sums[warp.meta_group_rank()] = v;
    block.sync();

    if (warp.meta_group_rank() == 0) {
        const int nwarps = (blockDim.x + 31) / 32;
        float s = warp.thread_rank() < nwarps ? warp_sums[warp.thread_rank()] : 0.0f;
        s = cg::reduce(warp, s, cg::plus<float>());
        if (warp.thread_rank() == 0)
            partial[blockIdx.x] = s;
    }
}
