// correct: one 16-thread tile (cg::tiled_partition<16>) per row, rows strided over the grid's
// tiles; the row's max and sum by cg::reduce over the tile (cg::greater, cg::plus), which every
// thread of the tile receives, so no shared memory and no block barrier.
// 14-softmax: row-wise softmax, out[r][c] = exp(x[r][c] - max_r) / sum_c exp(x[r][c] - max_r).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cmath>

namespace cg = cooperative_groups;

constexpr int TILE = 16;
constexpr unsigned MAX_BLOCKS = 4096;

__global__ void softmax_tile_rows_kernel(const float *in, float *out, int rows, int cols)
{
    cg::thread_block_tile<TILE> tile = cg::tiled_partition<TILE>(cg::this_thread_block());
    size_t tiles = (size_t)gridDim.x * (blockDim.x / TILE);
    size_t first = (size_t)blockIdx.x * (blockDim.x / TILE) + tile.meta_group_rank();
    for (size_t r = first; r < (size_t)rows; r += tiles) {
        const float *x = in + r * cols;
        float *y = out + r * cols;
        float m = -INFINITY;
        for (int c = tile.thread_rank(); c < cols; c += TILE)
            m = fmaxf(m, x[c]);
        m = cg::reduce(tile, m, cg::greater<float>());
        float s = 0.0f;
        for (int c = tile.thread_rank(); c < cols; c += TILE)
            s += expf(x[c] - m);
        s = cg::reduce(tile, s, cg::plus<float>());
        for (int c = tile.thread_rank(); c < cols; c += TILE)
            y[c] = expf(x[c] - m) / s;
    }
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    size_t tiles_per_block = (size_t)block / TILE;
    size_t want = ((size_t)rows + tiles_per_block - 1) / tiles_per_block;
    unsigned blocks = (unsigned)(want < MAX_BLOCKS ? want : MAX_BLOCKS);
    if (blocks > 0)
        softmax_tile_rows_kernel<<<blocks, block>>>(d_in, d_out, rows, cols);
}
