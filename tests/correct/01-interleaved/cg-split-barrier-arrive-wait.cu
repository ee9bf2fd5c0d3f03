// correct: the tree's barriers written as CUDA 12.2's split block barrier (token = block.barrier_arrive(); block.barrier_wait(std::move(token))), the barrier after the load a block-scope cuda::barrier's arrive_and_wait(), and a __trap() for a block size not a power of two (never taken). Must pass.
#include <cuda/barrier>
#include <cooperative_groups.h>
#include <utility>
namespace cg = cooperative_groups;

__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    cg::thread_block block = cg::this_thread_block();
    if (blockDim.x & (blockDim.x - 1)) __trap();
    if (block.thread_rank() == 0) init(&bar, block.size());
    block.sync();
    unsigned tid = threadIdx.x, i = blockIdx.x * blockDim.x + tid;
    sdata[tid] = i < (unsigned)n ? input[i] : 0.0f;
    bar.arrive_and_wait();
    for (unsigned s = 1; s < blockDim.x; s *= 2) {
        if (tid % (2 * s) == 0) sdata[tid] += sdata[tid + s];
        auto token = block.barrier_arrive();
        block.barrier_wait(std::move(token));
    }
    if (tid == 0) partial[blockIdx.x] = sdata[0];
}
