// correct: rows by tiles whose width follows the row (the OneFlow way): a template <int W> kernel gives each row a cg::thread_block_tile<W> of 1, 2, 4, 8, 16 or 32 threads (the smallest power of two at least cols, 32 past that), summed by cg::reduce; columns two at a time as float2 when cols is even (a row then starts at an even float, so the pair is aligned), one at a time otherwise, each thread walking all the rows
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstddef>
namespace cg = cooperative_groups;

template <int W>
__global__ void rows_by_tiles(const float *in, float *out, int rows, int cols)
{
    auto tile = cg::tiled_partition<W>(cg::this_thread_block());
    long long r = (long long)blockIdx.x * tile.meta_group_size() + tile.meta_group_rank();
    if (r >= rows)
        return;
    const float *row = in + (size_t)r * cols;
    float s = 0.0f;
    for (int c = tile.thread_rank(); c < cols; c += W)
        s += row[c];
    s = cg::reduce(tile, s, cg::plus<float>());
    if (tile.thread_rank() == 0)
        out[r] = s;
}

template <int W>
static void launch_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    int per_block = block / W;
    long long blocks = ((long long)rows + per_block - 1) / per_block;
    rows_by_tiles<W><<<(unsigned)blocks, block>>>(d_in, d_out, rows, cols);
}

void sum_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    if (cols <= 1)
        launch_rows<1>(d_in, d_out, rows, cols, block);
    else if (cols <= 2)
        launch_rows<2>(d_in, d_out, rows, cols, block);
    else if (cols <= 4)
        launch_rows<4>(d_in, d_out, rows, cols, block);
    else if (cols <= 8)
        launch_rows<8>(d_in, d_out, rows, cols, block);
    else if (cols <= 16)
        launch_rows<16>(d_in, d_out, rows, cols, block);
    else
        launch_rows<32>(d_in, d_out, rows, cols, block);
}

__global__ void cols_pairs(const float *in, float *out, int rows, int cols)
{
    int p = blockIdx.x * blockDim.x + threadIdx.x;  // columns 2p and 2p + 1
    if (2 * p >= cols)
        return;
    const float2 *m = reinterpret_cast<const float2 *>(in);
    size_t pairs_per_row = (size_t)cols / 2;
    float2 s = make_float2(0.0f, 0.0f);
    for (int r = 0; r < rows; r++) {
        float2 v = m[(size_t)r * pairs_per_row + p];
        s.x += v.x;
        s.y += v.y;
    }
    out[2 * p] = s.x;
    out[2 * p + 1] = s.y;
}

__global__ void cols_single(const float *in, float *out, int rows, int cols)
{
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c >= cols)
        return;
    float s = 0.0f;
    for (int r = 0; r < rows; r++)
        s += in[(size_t)r * cols + c];
    out[c] = s;
}

void sum_cols(const float *d_in, float *d_out, int rows, int cols, int block)
{
    if (cols % 2 == 0) {
        int pairs = cols / 2;
        cols_pairs<<<(pairs + block - 1) / block, block>>>(d_in, d_out, rows, cols);
    } else {
        cols_single<<<(cols + block - 1) / block, block>>>(d_in, d_out, rows, cols);
    }
}
