// correct: a block whose slice starts at or past n stores 0 and returns before any
// barrier (the whole block leaves together, so no __syncthreads() waits for it);
// the others run the interleaved tree with stride += stride and a cg block sync.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    cg::thread_block block = cg::this_thread_block();
    unsigned int tid = threadIdx.x;
    size_t first = (size_t)blockIdx.x * blockDim.x;

    // n == 0 or a grid larger than needed: nothing to add.  The test is the same
    // for every thread of the block.
    if (n <= 0 || first >= (size_t)n) {
        if (tid == 0)
            partial[blockIdx.x] = 0.0f;
        return;
    }

    size_t i = first + tid;
    sdata[tid] = i < (size_t)n ? input[i] : 0.0f;
    block.sync();

    for (unsigned int stride = 1; stride < blockDim.x; stride += stride) {
        if ((tid & (2 * stride - 1)) == 0)
            sdata[tid] += sdata[tid + stride];
        block.sync();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
