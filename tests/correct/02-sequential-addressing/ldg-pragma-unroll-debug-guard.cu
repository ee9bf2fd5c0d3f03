// correct: generated style: __restrict__ and __ldg, `#pragma unroll 1` on the halving loop, a DEBUG-only bounds assert and printf, `const unsigned` everywhere, the result stored by the last thread rather than thread 0 after a final barrier
#include <cassert>
#include <cstdio>

__global__ void reduce_sequential(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    const unsigned idx = blockIdx.x * blockDim.x + tid;
#ifdef DEBUG
    assert(tid < blockDim.x);
#endif
    sdata[tid] = (idx < static_cast<unsigned>(n)) ? __ldg(input + idx) : 0.0f;
    __syncthreads();

#pragma unroll 1
    for (unsigned s = blockDim.x >> 1; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    if (tid == blockDim.x - 1) {
        partial[blockIdx.x] = sdata[0];
#ifdef DEBUG
        printf("[block %u] %g\n", blockIdx.x, sdata[0]);
#endif
    }
}
