// correct: each block stages tiles of four floats a thread in shared memory with the block's cuda::memcpy_async into a block-scope cuda::barrier (<cuda/barrier>, initialised by thread 0), waits with arrive_and_wait, adds its four items, and waits again before the next tile overwrites the stage; a shuffle tree per warp, then one atomicAdd a block into the zeroed result
#include <cooperative_groups.h>
#include <cuda/barrier>

namespace cg = cooperative_groups;
using block_barrier = cuda::barrier<cuda::thread_scope_block>;

constexpr int ITEMS = 4;

__device__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}

__global__ void staged_kernel(const float *in, size_t n, float *result)
{
    extern __shared__ float stage[];
    __shared__ float warp_parts[32];
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ block_barrier bar;
    cg::thread_block block = cg::this_thread_block();
    if (block.thread_rank() == 0)
        init(&bar, block.size());
    block.sync();

    const size_t tile = (size_t)blockDim.x * ITEMS;
    float s = 0.0f;
    for (size_t base = (size_t)blockIdx.x * tile; base < n; base += (size_t)gridDim.x * tile) {
        const size_t count = n - base < tile ? n - base : tile;
        cuda::memcpy_async(block, stage, in + base, sizeof(float) * count, bar);
        bar.arrive_and_wait();
        for (int k = 0; k < ITEMS; k++) {
            const size_t i = (size_t)k * blockDim.x + threadIdx.x;
            if (i < count)
                s += stage[i];
        }
        bar.arrive_and_wait();
    }
    s = warp_sum(s);
    if (threadIdx.x % 32 == 0)
        warp_parts[threadIdx.x / 32] = s;
    block.sync();
    if (threadIdx.x < 32) {
        float w = threadIdx.x < blockDim.x / 32 ? warp_parts[threadIdx.x] : 0.0f;
        w = warp_sum(w);
        if (threadIdx.x == 0)
            atomicAdd(result, w);
    }
}

void sum_fast(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(float));
    if (n == 0)
        return;
    const size_t tile = (size_t)block * ITEMS;
    size_t want = (n + tile - 1) / tile;
    unsigned grid = (unsigned)(want < 1024 ? want : 1024);
    staged_kernel<<<grid, block, tile * sizeof(float)>>>(d_input, n, d_result);
}
