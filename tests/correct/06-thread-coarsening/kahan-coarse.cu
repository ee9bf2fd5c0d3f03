// Exercise 06, a correct variant: the coarsening loop keeps a Kahan
// compensation term (more precise than the plain sum), and the block step
// is cooperative groups' reduce over 32-thread tiles.

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

template <int FACTOR>
__device__ float kahan_segment(const float *input, int n)
{
    const int start = blockIdx.x * blockDim.x * FACTOR + threadIdx.x;
    float sum = 0.0f, carry = 0.0f;
#pragma unroll
    for (int k = 0; k < FACTOR; ++k) {
        const int i = start + k * blockDim.x;
        if (i < n) {
            const float y = input[i] - carry;
            const float t = sum + y;
            carry = (t - sum) - y;
            sum = t;
        }
    }
    return sum;
}

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    __shared__ float tile_sums[32];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);

    float v = cg::reduce(tile, kahan_segment<8>(input, n), cg::plus<float>());
    if (tile.thread_rank() == 0)
        tile_sums[tile.meta_group_rank()] = v;
    block.sync();
    if (tile.meta_group_rank() == 0) {
        float w = tile.thread_rank() < tile.meta_group_size() ? tile_sums[tile.thread_rank()] : 0.0f;
        w = cg::reduce(tile, w, cg::plus<float>());
        if (tile.thread_rank() == 0)
            partial[blockIdx.x] = w;
    }
}
