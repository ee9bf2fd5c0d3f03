// Exercise 04, a correct variant: `#pragma unroll 6` on the warp's steps, the warp
// function __noinline__, [[likely]] on the load, a debug printf left under a macro that
// is off, and assert() on the block size.

#include <cassert>
#include <cstdio>

#define REDUCE_DEBUG 0

__device__ __noinline__ float last_warp(volatile float *s, unsigned tid)
{
    float v = s[tid];
#pragma unroll 6
    for (unsigned off = 32; off > 0; off >>= 1) {
        v += s[tid + off];
        __syncwarp();
        s[tid] = v;
        __syncwarp();
    }
    return v;
}

__global__ void __launch_bounds__(1024) reduce_unrolled(const float *__restrict__ input,
                                                        float *__restrict__ partial, int n)
{
    assert(blockDim.x % 32 == 0);
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    const unsigned base = blockIdx.x * blockDim.x * 2u;
    float sum = 0.0f;
    if (base + tid < (unsigned)n) [[likely]] {
        sum = input[base + tid];
    }
    if (base + blockDim.x + tid < (unsigned)n)
        sum += input[base + blockDim.x + tid];
    sdata[tid] = sum;
    __syncthreads();

    for (unsigned stride = blockDim.x / 2; stride > 32; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }
    if (tid < 32) {
        float block_sum = last_warp(sdata, tid);
#if REDUCE_DEBUG
        if (tid == 0)
            printf("block %u: %f\n", blockIdx.x, block_sum);
#endif
        if (tid == 0)
            partial[blockIdx.x] = block_sum;
    }
}
