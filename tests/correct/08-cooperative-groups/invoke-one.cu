// correct: the grid part with the grid group's API and cg::invoke_one (CUDA 12.1) for the store of each block's partial: one thread of the tile calls the lambda; the emulator's cooperative groups lacked invoke_one and called this a compile error
// 08-cooperative-groups: the shuffle reduction written with cooperative groups. Part 0:
// one partial sum per block from tiles of 32 threads. Part 1: the whole array in one
// cooperative launch, where grid.sync() lets block 0 add every block's partial sum.
//
// Block sizes: multiples of 32 up to 1024.

#include <cooperative_groups.h>
#include <cstddef>

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

// ---- Part 1: the whole array, one cooperative launch. ----

__global__ void grid_sum(const float *input, float *partial, float *result, size_t n)
{
    cg::grid_group grid = cg::this_grid();
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<WARP_SIZE> tile = cg::tiled_partition<WARP_SIZE>(block);

    float sum = 0.0f;
    for (unsigned long long i = grid.thread_rank(); i < n; i += grid.size())
        sum += input[i];
    sum = block_reduce_sum(block, sum);
    if (tile.meta_group_rank() == 0)  // block_reduce_sum leaves the sum in tile 0
        cg::invoke_one(tile, [&] { partial[grid.block_rank()] = sum; });

    grid.sync();

    if (grid.block_rank() == 0) {
        float s = 0.0f;
        for (unsigned b = block.thread_rank(); b < grid.num_blocks(); b += block.size())
            s += partial[b];
        s = block_reduce_sum(block, s);
        if (block.thread_rank() == 0)
            *result = s;
    }
}

void sum_cg_grid(const float *d_input, float *d_result, size_t n, int block)
{
    static float *d_partial = nullptr;
    static int max_blocks = 0;
    if (!d_partial) {
        cudaDeviceProp prop;
        cudaGetDeviceProperties(&prop, 0);
        int per_sm = 0;
        cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, grid_sum, 1024, 0);
        max_blocks = per_sm * prop.multiProcessorCount;
        cudaMalloc(&d_partial, max_blocks * sizeof(float));
    }
    int threads = 1024;
    size_t needed = (n + threads - 1) / threads;
    int blocks = needed < (size_t)max_blocks ? (int)needed : max_blocks;
    if (blocks < 1)
        blocks = 1;
    void *args[] = {&d_input, &d_partial, &d_result, &n};
    cudaLaunchCooperativeKernel((void *)grid_sum, blocks, threads, args, 0, 0);
}
