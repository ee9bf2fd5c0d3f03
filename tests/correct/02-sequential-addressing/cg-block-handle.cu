// correct: the block as a cooperative_groups::thread_block: its rank, size and sync()
// (and cg::sync(block) once) stand for threadIdx.x, blockDim.x and __syncthreads().
// Sequential addressing: the first half of the active threads adds the second half.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    cg::thread_block block = cg::this_thread_block();
    const unsigned rank = block.thread_rank();
    const unsigned size = block.size();
    const unsigned i = block.group_index().x * size + rank;

    sdata[rank] = i < (unsigned)n ? input[i] : 0.0f;
    cg::sync(block);

    for (unsigned active = size / 2; active > 0; active /= 2) {
        if (rank < active)
            sdata[rank] += sdata[rank + active];
        block.sync();
    }
    if (rank == 0)
        partial[block.group_index().x] = sdata[0];
}
