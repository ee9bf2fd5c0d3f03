// expect: gpu=wrong-result emu=wrong-result -- each warp is cut into four thread_block_tile<8>, but only the first tile of each warp stores its cg::reduce result (at the warp's slot): the other three tiles' sums, three quarters of the block, are lost
// mistake: the sub-tile sum stored only by eight.meta_group_rank() == 0, as if the 8-thread tile were the whole warp
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
    if (eight.meta_group_rank() == 0 && eight.thread_rank() == 0)
        slots[warp.meta_group_rank()] = sum8;
    block.sync();

    if (warp.meta_group_rank() == 0) {
        const unsigned count = blockDim.x / 32;
        float w = 0.0f;
        for (unsigned k = warp.thread_rank(); k < count; k += 32)
            w += slots[k];
        w = cg::reduce(warp, w, cg::plus<float>());
        if (warp.thread_rank() == 0)
            partial[blockIdx.x] = w;
    }
}
