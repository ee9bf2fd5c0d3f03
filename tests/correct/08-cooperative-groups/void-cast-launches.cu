// correct: part 0 over half-warp tiles (thread_block_tile<16>, a tile.shfl_xor butterfly)
// finished by cg::reduce with cg::plus over the first warp; part 1 launched through
// cudaLaunchCooperativeKernel((void *)kernel, ...) sized from cudaGetDeviceProperties and
// cudaOccupancyMaxActiveBlocksPerMultiprocessor at the caller's block size, its fallback
// through cudaLaunchKernel((void *)kernel, ...), the grid walked by grid.thread_rank() and
// grid.size(), the blocks counted by grid.dim_blocks() and found by grid.block_index().

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__device__ float half_warp_sum(cg::thread_block_tile<16> t, float v)
{
    for (int m = t.size() / 2; m > 0; m /= 2)
        v += t.shfl_xor(v, m);
    return v;
}

// Every thread of the block gets the block's sum.
__device__ float block_sum(cg::thread_block block, float v)
{
    __shared__ float tile_sums[64];  // 1024 / 16 tiles at most
    __shared__ float total;
    cg::thread_block_tile<16> half = cg::tiled_partition<16>(block);
    v = half_warp_sum(half, v);
    if (half.thread_rank() == 0)
        tile_sums[half.meta_group_rank()] = v;
    block.sync();
    if (block.thread_rank() < 32) {
        cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
        unsigned tiles = half.meta_group_size(), r = warp.thread_rank();
        float w = (r < tiles ? tile_sums[r] : 0.0f) + (r + 32 < tiles ? tile_sums[r + 32] : 0.0f);
        w = cg::reduce(warp, w, cg::plus<float>());
        if (r == 0)
            total = w;
    }
    block.sync();
    return total;
}

__global__ void reduce_cg_block(const float *input, float *partial, int n)
{
    cg::thread_block block = cg::this_thread_block();
    int i = block.group_index().x * block.dim_threads().x + block.thread_index().x;
    float s = block_sum(block, i < n ? input[i] : 0.0f);
    if (block.thread_rank() == 0)
        partial[blockIdx.x] = s;
}

__device__ float grid_share(const float *in, size_t n)
{
    cg::grid_group grid = cg::this_grid();
    float s = 0.0f;
    for (size_t i = grid.thread_rank(); i < n; i += grid.size())
        s += in[i];
    return block_sum(cg::this_thread_block(), s);
}

__global__ void grid_sum_kernel(const float *in, float *partials, float *result, size_t n)
{
    cg::grid_group grid = cg::this_grid();
    float s = grid_share(in, n);
    if (threadIdx.x == 0)
        partials[grid.block_index().x] = s;
    grid.sync();
    if (grid.block_rank() == 0) {
        float t = 0.0f;
        for (unsigned b = threadIdx.x; b < grid.dim_blocks().x; b += blockDim.x)
            t += partials[b];
        t = block_sum(cg::this_thread_block(), t);
        if (threadIdx.x == 0)
            *result = t;
    }
}

// The fallback: the same grid-wide share per block, then one block over the partials.
__global__ void partials_kernel(const float *in, float *out, size_t n)
{
    float s = grid_share(in, n);
    if (threadIdx.x == 0)
        out[blockIdx.x] = s;
}

void sum_cg_grid(const float *d_input, float *d_result, size_t n, int block)
{
    int dev = 0;
    cudaGetDevice(&dev);
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, dev);
    int per_sm = 0;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, grid_sum_kernel, block, 0);

    size_t wanted = (n + block - 1) / block;
    size_t resident = (size_t)per_sm * prop.multiProcessorCount;
    unsigned grid = (unsigned)(wanted < resident ? wanted : resident);
    if (grid == 0)
        grid = (unsigned)(wanted < 1024 ? (wanted ? wanted : 1) : 1024);

    float *partials = nullptr;
    cudaMalloc(&partials, grid * sizeof(float));
    cudaError_t err = cudaErrorNotSupported;
    if (prop.cooperativeLaunch && per_sm > 0) {
        void *args[] = {&d_input, &partials, &d_result, &n};
        err = cudaLaunchCooperativeKernel((void *)grid_sum_kernel, grid, block, args, 0, 0);
    }
    if (err != cudaSuccess) {
        cudaGetLastError();
        size_t count = grid;
        void *first[] = {&d_input, &partials, &n};
        cudaLaunchKernel((void *)partials_kernel, dim3(grid), dim3(block), first, 0, 0);
        void *second[] = {&partials, &d_result, &count};
        cudaLaunchKernel((void *)partials_kernel, dim3(1), dim3(block), second, 0, 0);
    }
    cudaFree(partials);
}
