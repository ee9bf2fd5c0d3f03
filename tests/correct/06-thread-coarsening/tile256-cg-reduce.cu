// correct: each thread adds its COARSE_FACTOR strided elements, then cg::reduce sums each cg::thread_block_tile<256> of the block (tiles of 64 to 512 threads: CUDA 12 on sm_80 and later, cg::reduce takes them), one shared slot a tile, and thread 0 adds the tiles' sums after the block's barrier; blocks not a multiple of 256 threads (96, 352) use tiles of 32, since a tile of 256 must be whole; tests the emulator's cg::reduce over a tile of eight warps
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

constexpr int COARSE_FACTOR = 8;

// The block's sum (on thread 0) from tiles of TILE threads.
template <unsigned TILE>
__device__ float block_sum_by_tiles(float value)
{
    __shared__ float tile_sums[1024 / TILE];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<TILE> tile = cg::tiled_partition<TILE>(block);
    float tile_sum = cg::reduce(tile, value, cg::plus<float>());
    if (tile.thread_rank() == 0)
        tile_sums[tile.meta_group_rank()] = tile_sum;
    block.sync();
    float total = 0.0f;
    if (block.thread_rank() == 0)
        for (unsigned k = 0; k < tile.meta_group_size(); k++)
            total += tile_sums[k];
    return total;
}

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    int tid = threadIdx.x;
    int segment = blockIdx.x * blockDim.x * COARSE_FACTOR;
    float sum = 0.0f;
#pragma unroll
    for (int k = 0; k < COARSE_FACTOR; k++) {
        int i = segment + k * blockDim.x + tid;
        if (i < n)
            sum += input[i];
    }
    // a tile of 256 must be whole (a GPU waits for all its warps): 352 threads take tiles of 32
    float block_sum = blockDim.x % 256 == 0 ? block_sum_by_tiles<256>(sum) : block_sum_by_tiles<32>(sum);
    if (tid == 0)
        partial[blockIdx.x] = block_sum;
}
