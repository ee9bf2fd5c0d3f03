// correct: the interleaved tree written with cooperative groups (block.thread_rank(), block.size(), block.sync()), a device lambda that loads with the bound check, __restrict__ pointers and dynamic shared memory declared `extern __shared__ __align__(16)`; tests a lambda capturing by reference in a kernel and the cg block handle as the tree's barrier
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void reduce_interleaved(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    extern __shared__ __align__(16) float sdata[];
    cg::thread_block block = cg::this_thread_block();
    const unsigned tid = block.thread_rank();
    const unsigned first = blockIdx.x * block.size();

    auto load = [&](unsigned k) -> float { return k < static_cast<unsigned>(n) ? input[k] : 0.0f; };
    sdata[tid] = load(first + tid);
    block.sync();

    for (unsigned s = 1; s < block.size(); s <<= 1) {
        if ((tid & (2 * s - 1)) == 0)
            sdata[tid] += sdata[tid + s];
        block.sync();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
