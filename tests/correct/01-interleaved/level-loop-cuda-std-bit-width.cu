// correct: the tree counted in levels: depth = cuda::std::bit_width(blockDim.x) - 1 (<cuda/std/bit>, the block a power of two as assert(cuda::std::has_single_bit(blockDim.x)) checks), level l adds the slot 1 << l to the right into the slots whose low l + 1 bits are zero (__ffs(tid) > l + 1, or tid == 0). Must pass.
#include <cassert>
#include <cuda/std/bit>

__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned int tid = threadIdx.x;
    const unsigned int i = blockIdx.x * blockDim.x + tid;
    assert(cuda::std::has_single_bit(blockDim.x));

    sdata[tid] = i < (unsigned int)n ? input[i] : 0.0f;
    __syncthreads();

    const int depth = cuda::std::bit_width(blockDim.x) - 1;
    for (int level = 0; level < depth; ++level) {
        // __ffs gives the 1-based place of the lowest set bit, 0 for tid 0
        if (tid == 0 || __ffs((int)tid) > level + 1)
            sdata[tid] += sdata[tid + (1u << level)];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
