// correct: the shared tree halves the stride down to 32 live values, then warp 0 finishes in registers: two thread_block_tile<16> (made by the whole block before the tree) each cg::reduce their half, and lane 0 adds the upper half's sum read with __shfl_sync from lane 16; tests 16-wide tiles and cg::reduce inside a branch taken by one warp
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void reduce_sequential(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    extern __shared__ float sdata[];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<16> half = cg::tiled_partition<16>(block);

    const unsigned tid = threadIdx.x;
    const unsigned i = blockIdx.x * blockDim.x + tid;
    sdata[tid] = i < (unsigned)n ? input[i] : 0.0f;
    block.sync();

    for (unsigned s = blockDim.x / 2; s >= 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        block.sync();
    }

    if (tid < 32) {
        float mine = cg::reduce(half, sdata[tid], cg::plus<float>());
        float upper = __shfl_sync(0xffffffffu, mine, 16);
        if (tid == 0)
            partial[blockIdx.x] = mine + upper;
    }
}
