// correct: the kernel switches on blockDim.x to coarse_sum<128>, <256>, <512> or <1024>, whose eight loads per thread have a compile-time stride and are `#pragma unroll`ed, and falls back to a run-time stride for any other multiple of 32 (the default case); the block's second level is one thread_block_tile<32>'s cg::reduce; tests a templated dispatch with a default and `#pragma unroll` over template-sized loops
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

constexpr int COARSE = 8;

template <unsigned BLOCK>
__device__ float coarse_sum(const float *__restrict__ input, int n)
{
    const unsigned base = blockIdx.x * (BLOCK * COARSE) + threadIdx.x;
    float acc = 0.0f;
#pragma unroll
    for (int k = 0; k < COARSE; ++k) {
        const unsigned i = base + k * BLOCK;
        if (i < (unsigned)n)
            acc += input[i];
    }
    return acc;
}

__device__ float coarse_sum_any(const float *__restrict__ input, int n)
{
    const unsigned base = blockIdx.x * (blockDim.x * COARSE) + threadIdx.x;
    float acc = 0.0f;
    for (int k = 0; k < COARSE; ++k) {
        const unsigned i = base + k * blockDim.x;
        if (i < (unsigned)n)
            acc += input[i];
    }
    return acc;
}

__global__ void reduce_coarsened(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    __shared__ float warp_sums[32];
    float v;
    switch (blockDim.x) {
    case 128: v = coarse_sum<128>(input, n); break;
    case 256: v = coarse_sum<256>(input, n); break;
    case 512: v = coarse_sum<512>(input, n); break;
    case 1024: v = coarse_sum<1024>(input, n); break;
    default: v = coarse_sum_any(input, n); break;
    }

    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    v = cg::reduce(warp, v, cg::plus<float>());
    if (warp.thread_rank() == 0)
        warp_sums[warp.meta_group_rank()] = v;
    block.sync();
    if (warp.meta_group_rank() == 0) {
        float w = warp.thread_rank() < warp.meta_group_size() ? warp_sums[warp.thread_rank()] : 0.0f;
        w = cg::reduce(warp, w, cg::plus<float>());
        if (warp.thread_rank() == 0)
            partial[blockIdx.x] = w;
    }
}
