// correct: part 1's cooperative kernel has a fixed block of 256 threads (the caller's hint is used only by the fallback), so its block sums are cub::BlockReduce<float, 256> (one TempStorage, a barrier before its reuse after grid.sync()); the grid sized by cudaOccupancyMaxActiveBlocksPerMultiprocessor for 256 threads; part 0 as the handout
// 08-cooperative-groups: the shuffle reduction written with cooperative groups. Part 0:
// one partial sum per block from tiles of 32 threads. Part 1: the whole array in one
// cooperative launch, where grid.sync() lets block 0 add every block's partial sum.
//
// Block sizes: multiples of 32 up to 1024.

#include <cooperative_groups.h>
#include <cstddef>
#include <cub/cub.cuh>

namespace cg = cooperative_groups;

constexpr int WARP_SIZE = 32;

// Sum over the 32 threads of a tile, in thread_rank() 0.
__device__ float tile_reduce_sum(cg::thread_block_tile<WARP_SIZE> tile, float value)
{
    for (unsigned offset = tile.size() / 2; offset > 0; offset /= 2)
        value += tile.shfl_down(value, offset);
    return value;
}

// Sum over the block, valid in thread_rank() 0. The block is cut into tiles of 32; each
// tile's sum goes to shared memory at the tile's index (meta_group_rank), then tile 0
// adds them.
__device__ float block_reduce_sum(cg::thread_block block, float value)
{
    __shared__ float tile_sums[WARP_SIZE];  // at most 1024 / 32 tiles
    cg::thread_block_tile<WARP_SIZE> tile = cg::tiled_partition<WARP_SIZE>(block);

    value = tile_reduce_sum(tile, value);
    if (tile.thread_rank() == 0)
        tile_sums[tile.meta_group_rank()] = value;
    block.sync();  // all tile sums are written before tile 0 reads them

    value = 0.0f;
    if (tile.meta_group_rank() == 0) {
        // Threads past the number of tiles bring the identity: no tile wrote their slot.
        value = tile.thread_rank() < tile.meta_group_size() ? tile_sums[tile.thread_rank()] : 0.0f;
        value = tile_reduce_sum(tile, value);
    }
    return value;
}

// ---- Part 0: one partial sum per block, one element per thread. ----

__global__ void reduce_cg_block(const float *input, float *partial, int n)
{
    cg::thread_block block = cg::this_thread_block();
    int i = blockIdx.x * blockDim.x + block.thread_rank();
    float value = i < n ? input[i] : 0.0f;  // past n: the identity, never a read

    value = block_reduce_sum(block, value);
    if (block.thread_rank() == 0)
        partial[blockIdx.x] = value;
}

// ---- Part 1: the whole array. ----

constexpr int COOP_BLOCK = 256;     // the cooperative kernel's block, fixed at compile time
constexpr int MAX_PARTIALS = 8192;  // more than any GPU holds resident blocks

__device__ float g_partials[MAX_PARTIALS];

__global__ void __launch_bounds__(COOP_BLOCK) sum_grid_cub(const float *input, float *partial, float *result, size_t n)
{
    using BlockReduce = cub::BlockReduce<float, COOP_BLOCK>;
    __shared__ typename BlockReduce::TempStorage temp;
    cg::grid_group grid = cg::this_grid();

    float sum = 0.0f;
    for (size_t i = grid.thread_rank(); i < n; i += grid.size())
        sum += input[i];
    float block_sum = BlockReduce(temp).Sum(sum);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = block_sum;

    grid.sync();  // every partial written; also a barrier of this block before temp is reused

    if (blockIdx.x == 0) {
        float s = 0.0f;
        for (unsigned b = threadIdx.x; b < gridDim.x; b += COOP_BLOCK)
            s += partial[b];
        s = BlockReduce(temp).Sum(s);
        if (threadIdx.x == 0)
            *result = s;
    }
}

// Fallback (no cooperative launch): two ordinary passes with the caller's block.
__global__ void sum_partials_plain(const float *input, float *out, size_t n)
{
    cg::thread_block block = cg::this_thread_block();
    float sum = 0.0f;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        sum += input[i];
    sum = block_reduce_sum(block, sum);
    if (threadIdx.x == 0)
        out[blockIdx.x] = sum;
}

void sum_cg_grid(const float *d_input, float *d_result, size_t n, int block)
{
    static int sm_count = 0, per_sm = 0, coop = 0;
    if (sm_count == 0) {
        int dev = 0;
        cudaGetDevice(&dev);
        cudaDeviceGetAttribute(&sm_count, cudaDevAttrMultiProcessorCount, dev);
        cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, dev);
        cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, sum_grid_cub, COOP_BLOCK, 0);
    }
    float *d_partial = nullptr;
    if (cudaGetSymbolAddress((void **)&d_partial, g_partials) != cudaSuccess)
        return;
    size_t needed = (n + COOP_BLOCK - 1) / COOP_BLOCK;
    size_t resident = (size_t)per_sm * sm_count;
    size_t blocks = needed < resident ? needed : resident;
    if (blocks > MAX_PARTIALS)
        blocks = MAX_PARTIALS;
    if (blocks == 0)
        blocks = 1;
    if (coop && per_sm > 0) {
        void *args[] = {(void *)&d_input, (void *)&d_partial, (void *)&d_result, (void *)&n};
        if (cudaLaunchCooperativeKernel((void *)sum_grid_cub, dim3((unsigned)blocks), dim3(COOP_BLOCK), args, 0, 0) == cudaSuccess)
            return;
        cudaGetLastError();
    }
    size_t plain = (n + block - 1) / block;
    unsigned grid = (unsigned)(plain < 1024 ? (plain ? plain : 1) : 1024);
    sum_partials_plain<<<grid, block>>>(d_input, d_partial, n);
    sum_partials_plain<<<1, block>>>(d_partial, d_result, grid);
}
