// correct: the textbook interleaved tree with a size_t global index, the block's own valid count (n minus the block's start, capped at blockDim.x) bounding each pair, a __device__ function for the pair step, and cg::this_thread_block().sync() as the barrier
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ __forceinline__ void pair_step(float *s, unsigned t, unsigned stride, unsigned valid)
{
    // only the owner of a pair whose right half holds data adds
    if ((t & (2 * stride - 1)) == 0 && t + stride < valid)
        s[t] += s[t + stride];
}

__global__ void reduce_interleaved(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    extern __shared__ float sdata[];
    cg::thread_block block = cg::this_thread_block();
    unsigned t = threadIdx.x;
    size_t start = (size_t)blockIdx.x * blockDim.x;
    size_t left = (size_t)n - start;
    unsigned valid = left < blockDim.x ? (unsigned)left : blockDim.x;

    sdata[t] = t < valid ? input[start + t] : 0.0f;
    block.sync();

    for (unsigned stride = 1; stride < valid; stride <<= 1) {
        pair_step(sdata, t, stride, valid);
        block.sync();
    }
    if (t == 0)
        partial[blockIdx.x] = sdata[0];
}
