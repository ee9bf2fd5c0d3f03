// expect: gpu=wrong-result emu=wrong-result -- the block-size switch has cases for 128, 256, 512 and 1024 only and no default: for any other multiple of 32 (32, 64, 96 ...) no case runs, every thread adds nothing, and the block's partial is 0
// mistake: the templated dispatch's default case left out (block sizes assumed powers of two)
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
    float v = 0.0f;
    switch (blockDim.x) {
    case 128: v = coarse_sum<128>(input, n); break;
    case 256: v = coarse_sum<256>(input, n); break;
    case 512: v = coarse_sum<512>(input, n); break;
    case 1024: v = coarse_sum<1024>(input, n); break;
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
