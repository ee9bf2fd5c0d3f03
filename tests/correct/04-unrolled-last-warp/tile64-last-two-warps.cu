// correct: the barrier tree stops at 128 values; the last two warps (threads 0..63) form a cg::thread_block_tile<64> (tiles of 64 to 512 threads: CUDA 12 on sm_80 and later; nvcc 13 builds it for sm_90) whose tile.sync(), a barrier of those two warps only, orders the step at stride 64, then warp 0 alone finishes with volatile steps and __syncwarp(); tests the emulator's tiles of whole warps
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void reduce_unrolled(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<64> pair = cg::tiled_partition<64>(block);
    unsigned tid = block.thread_rank();
    unsigned i = blockIdx.x * (blockDim.x * 2) + tid;
    float sum = 0.0f;
    if (i < (unsigned)n)
        sum = input[i];
    if (i + blockDim.x < (unsigned)n)
        sum += input[i + blockDim.x];
    sdata[tid] = sum;
    block.sync();
    for (unsigned s = blockDim.x / 2; s > 64; s /= 2) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        block.sync();
    }
    if (pair.meta_group_rank() != 0)
        return;
    if (blockDim.x >= 128) {
        float v = sdata[tid] + sdata[tid + 64];
        pair.sync();
        sdata[tid] = v;
        pair.sync();
    }
    if (tid < 32) {
        volatile float *vs = sdata;
        float v = vs[tid];
        for (int off = 32; off > 0; off /= 2) {
            v += vs[tid + off];
            __syncwarp();
            vs[tid] = v;
            __syncwarp();
        }
        if (tid == 0)
            partial[blockIdx.x] = v;
    }
}
