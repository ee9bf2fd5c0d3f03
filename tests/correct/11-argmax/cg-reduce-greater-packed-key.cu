// correct: each thread's best packed into a 64-bit key (order-preserving float bits above, ~index
// below, -0.0 made +0.0 first); cg::reduce with cg::greater per tile, then tile 0 over the tiles
#include <climits>
#include <cmath>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

__device__ unsigned long long to_key(float value, int index)
{
    unsigned bits = __float_as_uint(value + 0.0f);
    unsigned ordered = (bits & 0x80000000u) ? ~bits : (bits | 0x80000000u);
    return ((unsigned long long)ordered << 32) | (unsigned)(~(unsigned)index);
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ unsigned long long tile_best[32];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
    int j = i + (int)blockDim.x;

    unsigned long long key = to_key(-INFINITY, INT_MAX);
    if (i < n)
        key = to_key(input[i], i);
    if (j < n) {
        unsigned long long k = to_key(input[j], j);
        key = k > key ? k : key;
    }
    key = cg::reduce(tile, key, cg::greater<unsigned long long>());
    if (tile.thread_rank() == 0)
        tile_best[tile.meta_group_rank()] = key;
    block.sync();
    if (tile.meta_group_rank() == 0) {
        unsigned long long k = tile.thread_rank() < tile.meta_group_size()
                                   ? tile_best[tile.thread_rank()] : to_key(-INFINITY, INT_MAX);
        k = cg::reduce(tile, k, cg::greater<unsigned long long>());
        if (tile.thread_rank() == 0) {
            unsigned ordered = (unsigned)(k >> 32);
            unsigned bits = (ordered & 0x80000000u) ? (ordered & 0x7fffffffu) : ~ordered;
            partial_value[blockIdx.x] = __uint_as_float(bits);
            partial_index[blockIdx.x] = (int)~(unsigned)k;
        }
    }
}
