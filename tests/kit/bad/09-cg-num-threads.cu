// A correct exercise-09 submission but for cg::num_threads(block), which nvcc 13's
// cooperative_groups does not have: a compile error on the GPU, so on the emulator too.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void naive_kernel(const float *in, float *result, size_t n)
{
    cg::thread_block block = cg::this_thread_block();
    size_t i = (size_t)blockIdx.x * cg::num_threads(block) + cg::thread_rank(block);
    if (i < n)
        atomicAdd(result, in[i]);
}

__device__ float tile_sum(cg::thread_block_tile<32> tile, float v)
{
    for (unsigned d = cg::group_size(tile) / 2; d > 0; d /= 2)
        v += tile.shfl_down(v, d);
    return v;
}

__global__ void block_kernel(const float *in, float *result, size_t n)
{
    __shared__ float tile_sums[32];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    size_t i = (size_t)blockIdx.x * cg::group_size(block) + cg::thread_rank(block);

    float v = tile_sum(tile, i < n ? in[i] : 0.0f);
    if (cg::thread_rank(tile) == 0)
        tile_sums[tile.meta_group_rank()] = v;
    cg::sync(block);
    if (tile.meta_group_rank() == 0) {
        unsigned r = cg::thread_rank(tile);
        v = tile_sum(tile, r < tile.meta_group_size() ? tile_sums[r] : 0.0f);
        if (r == 0)
            atomicAdd(result, v);
    }
}

__global__ void warp_kernel(const float *in, float *result, size_t n)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    size_t i = (size_t)blockIdx.x * cg::group_size(block) + cg::thread_rank(block);
    float v = tile_sum(tile, i < n ? in[i] : 0.0f);
    cg::sync(tile);
    if (cg::thread_rank(tile) == 0)
        atomicAdd(result, v);
}

static unsigned grid_of(size_t n, int block) { return (unsigned)((n + block - 1) / block); }

__global__ void zero(float *p) { *p = 0.0f; }

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block)
{
    zero<<<1, 1>>>(d_result);
    if (n) naive_kernel<<<grid_of(n, block), block>>>(d_input, d_result, n);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    zero<<<1, 1>>>(d_result);
    if (n) block_kernel<<<grid_of(n, block), block>>>(d_input, d_result, n);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    zero<<<1, 1>>>(d_result);
    if (n) warp_kernel<<<grid_of(n, block), block>>>(d_input, d_result, n);
}
