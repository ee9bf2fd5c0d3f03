// correct: the block's 2 * blockDim.x elements staged into a static __shared__ array by cg::memcpy_async(block, ...) and cg::wait(block) (the copy's loads coalesced on a GPU), then each thread adds its two staged values, blockDim.x apart, before the tree. Must pass, the coalescing goal met.
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    __shared__ float stage[2048];  // 2 x the largest block
    extern __shared__ float sdata[];
    cg::thread_block block = cg::this_thread_block();
    const unsigned int tid = block.thread_rank();
    const unsigned int span = 2 * blockDim.x;
    const unsigned int base = blockIdx.x * span;
    const unsigned int left = (unsigned int)n > base ? (unsigned int)n - base : 0;
    const unsigned int count = left < span ? left : span;  // this block's elements

    cg::memcpy_async(block, stage, input + base, sizeof(float) * count);
    cg::wait(block);

    float sum = tid < count ? stage[tid] : 0.0f;
    if (tid + blockDim.x < count)
        sum += stage[tid + blockDim.x];
    sdata[tid] = sum;
    block.sync();

    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        block.sync();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
