// correct: cooperative_groups' block sync for the barriers, the tree as a do-while over
// a shift count, and the owner test written with a bit mask
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    cg::thread_block block = cg::this_thread_block();
    unsigned int tid = block.thread_rank();
    unsigned int i = blockIdx.x * blockDim.x + tid;

    sdata[tid] = 0.0f;
    if (i < (unsigned int)n)
        sdata[tid] = input[i];
    block.sync();

    unsigned int shift = 0;
    do {
        unsigned int stride = 1u << shift;
        if (stride >= blockDim.x)
            break;
        if ((tid & ((stride << 1) - 1)) == 0)
            sdata[tid] += sdata[tid + stride];
        block.sync();
        ++shift;
    } while (true);

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
