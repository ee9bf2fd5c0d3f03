// correct: assert() on the block shape and a printf guarded by a condition that never
// holds, inside the kernel, as a student checks an assumption while debugging.
// Interleaved addressing with the classic modulo test; the partner index is checked
// against the block before every add.

#include <cassert>
#include <cstdio>

__device__ static bool is_power_of_two(unsigned x) { return x != 0 && (x & (x - 1)) == 0; }

__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    assert(is_power_of_two(blockDim.x));

    const unsigned i = blockIdx.x * blockDim.x + tid;
    sdata[tid] = (i < (unsigned)n) ? input[i] : 0.0f;
    __syncthreads();

    for (unsigned s = 1; s < blockDim.x; s *= 2) {
        if (tid % (2 * s) == 0) {
            assert(tid + s < blockDim.x);
            sdata[tid] += sdata[tid + s];
        }
        __syncthreads();
    }

    if (tid == 0) {
        if (sdata[0] != sdata[0])  // a NaN would mean a bad read: say where
            printf("block %u: NaN sum\n", blockIdx.x);
        partial[blockIdx.x] = sdata[0];
    }
}
