// correct: the warp's best by cg::reduce over a thread_block_tile<32> with a lambda as the operation ([](Cand a, Cand b) { ... }, written inside the device function: no --extended-lambda needed) on a struct of value and index; the block's winners in a static shared array of structs, reduced the same way by warp 0
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <climits>
#include <cmath>
namespace cg = cooperative_groups;

struct Cand {
    float v;
    int i;
};

__device__ Cand tile_best(cg::thread_block_tile<32> tile, Cand c)
{
    auto pick = [](Cand a, Cand b) {
        return (b.v > a.v || (b.v == a.v && b.i < a.i)) ? b : a;
    };
    return cg::reduce(tile, c, pick);
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ Cand winners[32];
    auto block = cg::this_thread_block();
    auto tile = cg::tiled_partition<32>(block);
    int first = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    Cand c{-INFINITY, INT_MAX};
    for (int k = 0; k < 2; k++) {
        int i = first + k * (int)blockDim.x;
        if (i < n) {
            float x = input[i];
            if (x > c.v || (x == c.v && i < c.i))
                c = Cand{x, i};
        }
    }
    c = tile_best(tile, c);
    if (tile.thread_rank() == 0)
        winners[tile.meta_group_rank()] = c;
    block.sync();
    if (tile.meta_group_rank() == 0) {
        Cand w = tile.thread_rank() < tile.meta_group_size() ? winners[tile.thread_rank()]
                                                              : Cand{-INFINITY, INT_MAX};
        w = tile_best(tile, w);
        if (tile.thread_rank() == 0) {
            partial_value[blockIdx.x] = w.v;
            partial_index[blockIdx.x] = w.i;
        }
    }
}
