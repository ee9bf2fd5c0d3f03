// correct: the barrier tree stops at 64 values, then warp 0 finishes them as a
// cooperative-groups tile of 32: each lane adds its two values, cg::reduce sums the tile.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void reduce_unrolled(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    cg::thread_block block = cg::this_thread_block();
    int tid = threadIdx.x;
    int i = blockIdx.x * (blockDim.x * 2) + tid;

    float sum = 0.0f;
    if (i < n)
        sum = input[i];
    if (i + blockDim.x < n)
        sum += input[i + blockDim.x];
    sdata[tid] = sum;
    block.sync();

    for (int stride = blockDim.x / 2; stride > 32; stride /= 2) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        block.sync();
    }

    // tiled_partition is called by the whole block; only tile 0 (warp 0) uses it
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    if (tile.meta_group_rank() == 0) {
        float v = sdata[tid] + sdata[tid + 32];
        v = cg::reduce(tile, v, cg::plus<float>());
        if (tile.thread_rank() == 0)
            partial[blockIdx.x] = v;
    }
}
