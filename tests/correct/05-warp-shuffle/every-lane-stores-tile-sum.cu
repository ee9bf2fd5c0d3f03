// correct: every lane of each warp stores cg::reduce's result into its warp's slot (32 stores of the same value, no thread_rank() == 0 test), and every warp, not only warp 0, reads the slots and reduces them again; thread 0 stores the block's sum; tests same-value stores by a whole warp to one shared word, which no ordering needs
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void reduce_shuffle(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    __shared__ float sums[32];
    auto block = cg::this_thread_block();
    auto warp = cg::tiled_partition<32>(block);
    int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    float v = (i < n ? input[i] : 0.0f) + (i + (int)blockDim.x < n ? input[i + blockDim.x] : 0.0f);
    sums[warp.meta_group_rank()] = cg::reduce(warp, v, cg::plus<float>());
    block.sync();
    float w = warp.thread_rank() < warp.meta_group_size() ? sums[warp.thread_rank()] : 0.0f;
    w = cg::reduce(warp, w, cg::plus<float>());
    if (block.thread_rank() == 0)
        partial[blockIdx.x] = w;
}
