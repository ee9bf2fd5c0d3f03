// correct: cooperative groups' own tile reduce (cg::reduce with cg::plus) in place of a
// hand-written shuffle loop, at both levels, and size_t indices for the coarsened loads.
// cg::reduce is part of the CUDA toolkit's cooperative groups, not a library reduction.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstddef>
namespace cg = cooperative_groups;

constexpr int COARSE_FACTOR = 8;

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    __shared__ float tile_sums[32];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);

    size_t segment = (size_t)blockIdx.x * blockDim.x * COARSE_FACTOR;
    float sum = 0.0f;
#pragma unroll
    for (int k = 0; k < COARSE_FACTOR; k++) {
        size_t i = segment + (size_t)k * blockDim.x + threadIdx.x;
        if (i < (size_t)n)
            sum += input[i];
    }

    sum = cg::reduce(tile, sum, cg::plus<float>());
    if (tile.thread_rank() == 0)
        tile_sums[tile.meta_group_rank()] = sum;
    block.sync();  // every tile's sum is stored before tile 0 reads them
    if (tile.meta_group_rank() == 0) {
        float v = tile.thread_rank() < tile.meta_group_size() ? tile_sums[tile.thread_rank()] : 0.0f;
        v = cg::reduce(tile, v, cg::plus<float>());
        if (tile.thread_rank() == 0)
            partial[blockIdx.x] = v;
    }
}
