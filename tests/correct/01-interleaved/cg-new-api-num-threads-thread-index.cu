// correct: cooperative groups through the CUDA 12 names: block.num_threads(), block.thread_index().x, block.group_index().x and block.dim_threads().x in place of blockDim/threadIdx/blockIdx, the interleaved tree's owners picked by (rank % (2 * stride)) == 0, block.sync() for the barriers. Must pass.
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    cg::thread_block block = cg::this_thread_block();

    const unsigned int rank = block.thread_index().x;
    const unsigned int size = block.num_threads();
    const unsigned long long gid =
        (unsigned long long)block.group_index().x * block.dim_threads().x + rank;

    sdata[rank] = gid < (unsigned long long)n ? input[gid] : 0.0f;
    block.sync();

    for (unsigned int stride = 1; stride < size; stride *= 2) {
        if (rank % (2 * stride) == 0)
            sdata[rank] += sdata[rank + stride];
        block.sync();
    }

    if (block.thread_rank() == 0)
        partial[block.group_index().x] = sdata[0];
}
