// correct: cg::labeled_partition(block, warp number) gives each warp as a coalesced group; each group's cg::reduce with cuda::std::plus<float> gives its sum to every member; a coalesced_threads() group of the lanes holding a warp sum finishes in warp 0 (thread_rank 0 is lane 0)
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda/std/functional>
namespace cg = cooperative_groups;

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    __shared__ float part[32];
    cg::thread_block block = cg::this_thread_block();
    unsigned warp_id = block.thread_rank() / 32;
    cg::coalesced_group warp = cg::labeled_partition(cg::coalesced_threads(), (int)warp_id);

    int base = blockIdx.x * blockDim.x * 2;
    int i = base + threadIdx.x;
    float x = (i < n ? input[i] : 0.0f) + (i + (int)blockDim.x < n ? input[i + blockDim.x] : 0.0f);
    float ws = cg::reduce(warp, x, cuda::std::plus<float>());
    if (warp.thread_rank() == 0) part[warp_id] = ws;
    block.sync();
    unsigned warps = (blockDim.x + 31) / 32;
    if (threadIdx.x < warps) {
        cg::coalesced_group holders = cg::coalesced_threads();
        float total = cg::reduce(holders, part[threadIdx.x], cuda::std::plus<float>());
        if (holders.thread_rank() == 0) partial[blockIdx.x] = total;
    }
}
