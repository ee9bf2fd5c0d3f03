// expect: gpu=race|wrong-result|pass emu=race -- the tree's barrier is the warp's tile.sync() instead of block.sync(): from stride 32 on a thread reads a slot that another warp writes in the same step, and nothing orders the two
// mistake: cg::thread_block_tile<32>::sync() used as the tree's barrier
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void reduce_interleaved(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    extern __shared__ __align__(16) float sdata[];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    const unsigned tid = block.thread_rank();
    const unsigned first = blockIdx.x * block.size();

    auto load = [&](unsigned k) -> float { return k < static_cast<unsigned>(n) ? input[k] : 0.0f; };
    sdata[tid] = load(first + tid);
    block.sync();

    for (unsigned s = 1; s < block.size(); s <<= 1) {
        if ((tid & (2 * s - 1)) == 0)
            sdata[tid] += sdata[tid + s];
        warp.sync();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
