// correct: the last warp ordered by a cooperative-groups tile of 32 (tile.sync() in place of
// __syncwarp()), the running sum in a register; the barrier loop over a shift count.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void reduce_unrolled(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    cg::thread_block block = cg::this_thread_block();
    int tid = threadIdx.x;
    int i = blockIdx.x * (blockDim.x * 2) + tid;
    float sum = 0.0f;
    if (i < n) sum = input[i];
    if (i + (int)blockDim.x < n) sum += input[i + blockDim.x];
    sdata[tid] = sum;
    block.sync();
    for (unsigned s = blockDim.x >> 1; s > 32; s >>= 1) {
        if (tid < (int)s) sdata[tid] += sdata[tid + s];
        block.sync();
    }
    if (tid < 32) {
        cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
        float v = sdata[tid];
        for (int off = 32; off >= 1; off >>= 1) {
            v += sdata[tid + off];
            warp.sync();
            sdata[tid] = v;
            warp.sync();
        }
        if (warp.thread_rank() == 0) partial[blockIdx.x] = v;
    }
}
