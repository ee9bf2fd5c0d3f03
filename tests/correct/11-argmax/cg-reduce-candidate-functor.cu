// correct: cg::reduce over a 32-thread tile with a user struct (value, index) and a functor
// that keeps the larger value or, on equal values, the lower index (CG shuffles any trivially
// copyable type of up to 32 bytes); the tiles' winners merged by tile 0 the same way.
#include <climits>
#include <cmath>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

struct Pair {
    float v;
    int i;
};

struct Best {
    __device__ Pair operator()(const Pair &a, const Pair &b) const
    {
        if (b.v > a.v) return b;
        if (a.v > b.v) return a;
        return b.i < a.i ? b : a;
    }
};

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ Pair tile_best[32];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    Best best;

    const Pair none = {-INFINITY, INT_MAX};
    Pair p = none;
    int base = blockIdx.x * blockDim.x * 2;
    for (int k = 0; k < 2; ++k) {
        int j = base + k * (int)blockDim.x + (int)block.thread_rank();
        if (j < n) {
            Pair q = {input[j], j};
            p = best(p, q);
        }
    }
    p = cg::reduce(tile, p, best);
    if (tile.thread_rank() == 0)
        tile_best[tile.meta_group_rank()] = p;
    block.sync();
    if (tile.meta_group_rank() == 0) {
        Pair q = tile.thread_rank() < tile.meta_group_size() ? tile_best[tile.thread_rank()] : none;
        q = cg::reduce(tile, q, best);
        if (tile.thread_rank() == 0) {
            partial_value[blockIdx.x] = q.v;
            partial_index[blockIdx.x] = q.i;
        }
    }
}
