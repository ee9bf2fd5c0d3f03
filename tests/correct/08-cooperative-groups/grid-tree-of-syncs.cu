// correct: part 0 by a shfl_xor butterfly in each tile, every lane holding the tile's
// sum, the tile sums read by the first tile through tile.shfl on lane indices; part 1
// a grid-wide tree: the partials halved across blocks with a grid.sync() per level, the
// cooperative grid a power of two no larger than the occupancy allows.
#include <cooperative_groups.h>
#include <cstddef>
namespace cg = cooperative_groups;

__device__ __forceinline__ float tile_all_sum(cg::thread_block_tile<32> t, float v)
{
    for (int m = 16; m >= 1; m >>= 1)
        v += t.shfl_xor(v, m);
    return v;
}

__device__ float block_all_sum(cg::thread_block b, float v)
{
    __shared__ float sums[32];
    __shared__ float result;
    auto t = cg::tiled_partition<32>(b);
    v = tile_all_sum(t, v);
    if (t.thread_rank() == 0)
        sums[t.meta_group_rank()] = v;
    b.sync();
    if (t.meta_group_rank() == 0) {
        float w = t.thread_rank() < t.meta_group_size() ? sums[t.thread_rank()] : 0.0f;
        w = tile_all_sum(t, w);
        if (t.thread_rank() == 0)
            result = w;
    }
    b.sync();
    return result;
}

__global__ void reduce_cg_block(const float *input, float *partial, int n)
{
    auto b = cg::this_thread_block();
    long i = (long)b.group_index().x * b.size() + b.thread_rank();
    float s = block_all_sum(b, i < n ? input[i] : 0.0f);
    if (b.thread_rank() == 0)
        partial[b.group_index().x] = s;
}

__global__ void grid_tree(const float *in, float *part, float *res, size_t n)
{
    auto g = cg::this_grid();
    auto b = cg::this_thread_block();
    float s = 0.0f;
    for (size_t i = g.thread_rank(); i < n; i += g.size())
        s += in[i];
    s = block_all_sum(b, s);
    if (b.thread_rank() == 0)
        part[blockIdx.x] = s;
    for (unsigned half = gridDim.x / 2; half > 0; half /= 2) {
        g.sync();
        if (b.thread_rank() == 0 && blockIdx.x < half)
            part[blockIdx.x] += part[blockIdx.x + half];
    }
    if (blockIdx.x == 0 && b.thread_rank() == 0)
        *res = part[0];
}

__global__ void fallback_pass(const float *in, float *out, size_t n)
{
    float s = 0.0f;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)blockDim.x * gridDim.x)
        s += in[i];
    s = block_all_sum(cg::this_thread_block(), s);
    if (threadIdx.x == 0)
        out[blockIdx.x] = s;
}

__device__ float g_part[4096];

void sum_cg_grid(const float *d_input, float *d_result, size_t n, int block)
{
    static int sms = -1, coop = 0, per_sm = 0, for_block = 0;
    if (sms < 0 || for_block != block) {
        int dev;
        cudaGetDevice(&dev);
        cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
        cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, dev);
        cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, grid_tree, block, 0);
        for_block = block;
    }
    size_t cap = (size_t)per_sm * sms, need = (n + block - 1) / block;
    if (cap > 4096) cap = 4096;
    if (cap > need) cap = need;
    unsigned grid = 1;
    while ((size_t)grid * 2 <= cap)
        grid *= 2;  // a power of two: the tree halves it exactly
    float *part;
    cudaGetSymbolAddress((void **)&part, g_part);
    if (coop && per_sm > 0) {
        void *args[4] = {(void *)&d_input, (void *)&part, (void *)&d_result, (void *)&n};
        if (cudaLaunchCooperativeKernel((const void *)grid_tree, grid, block, args) == cudaSuccess)
            return;
        (void)cudaGetLastError();
    }
    fallback_pass<<<grid, block>>>(d_input, part, n);
    fallback_pass<<<1, block>>>(part, d_result, grid);
}
