// correct: the last warp's volatile steps ordered by a thread_group from the run-time form cg::tiled_partition(block, 32) (not the thread_block_tile<32> template): each step reads, warp.sync(), writes, warp.sync(). Must pass.
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void reduce_unrolled(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    cg::thread_block block = cg::this_thread_block();
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x * 2 + tid;

    float sum = 0.0f;
    if (i < n) sum = input[i];
    if (i + blockDim.x < n) sum += input[i + blockDim.x];
    sdata[tid] = sum;
    block.sync();

    for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        block.sync();
    }

    cg::thread_group warp = cg::tiled_partition(block, 32);
    if (tid < 32) {
        volatile float *vs = sdata;
        for (unsigned int offset = 32; offset > 0; offset >>= 1) {
            float v = vs[tid] + vs[tid + offset];
            warp.sync();
            vs[tid] = v;
            warp.sync();
        }
        if (tid == 0) partial[blockIdx.x] = vs[0];
    }
}
