// correct: generated style: COARSE_FACTOR loads per thread with __ldg in a #pragma unroll loop (each guarded), assert(blockDim.x % 32 == 0) in the kernel, cg::reduce(tile, v, cg::plus<float>()) per warp, warp sums in extern __shared__ (the glue's block floats), cg::reduce again in the first warp
#include <cassert>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

#define COARSE_FACTOR 8

__global__ void reduce_coarsened(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    assert(blockDim.x % 32 == 0);
    extern __shared__ float warp_sums[];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);

    const int start = blockIdx.x * blockDim.x * COARSE_FACTOR + threadIdx.x;
    float sum = 0.0f;
#pragma unroll
    for (int k = 0; k < COARSE_FACTOR; ++k) {
        const int idx = start + k * blockDim.x;
        if (idx < n) sum += __ldg(&input[idx]);
    }
    sum = cg::reduce(tile, sum, cg::plus<float>());
    if (tile.thread_rank() == 0) warp_sums[tile.meta_group_rank()] = sum;
    block.sync();
    if (tile.meta_group_rank() == 0) {
        float v = tile.thread_rank() < tile.meta_group_size() ? warp_sums[tile.thread_rank()] : 0.0f;
        v = cg::reduce(tile, v, cg::plus<float>());
        if (tile.thread_rank() == 0) partial[blockIdx.x] = v;
    }
}
