// correct: rows by one warp each; columns by 2D blocks (32 columns x block/32 row
// groups) whose row groups are added through a shared tile: no atomics, no memset.
// Rows: one warp per row, block/32 rows per block; the warp strides along its row and
// adds its lanes with shuffles.  Columns: a block is a 32 x (block/32) grid of threads;
// threadIdx.x picks one of 32 neighbouring columns, threadIdx.y one of the row groups,
// which stride down the column; a shared tile then adds the row groups of each column.
// Every output is written exactly once: no atomics, no memset.

#include <cstddef>

constexpr int WARP = 32;

__global__ void rows_by_warp(const float *__restrict__ m, float *__restrict__ out, int rows, int cols)
{
    int lane = threadIdx.x % WARP;
    int row = blockIdx.x * (blockDim.x / WARP) + threadIdx.x / WARP;
    if (row >= rows)
        return;  // a whole warp leaves: no barrier below, only this warp's shuffles
    const float *r = m + (size_t)row * cols;
    float s = 0.0f;
    for (int c = lane; c < cols; c += WARP)
        s += __ldg(&r[c]);
    for (int off = WARP / 2; off > 0; off /= 2)
        s += __shfl_down_sync(0xffffffffu, s, off);
    if (lane == 0)
        out[row] = s;
}

void sum_rows(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    int per_block = block / WARP;
    rows_by_warp<<<(rows + per_block - 1) / per_block, block>>>(d_matrix, d_out, rows, cols);
}

__global__ void cols_by_tile(const float *__restrict__ m, float *__restrict__ out, int rows, int cols)
{
    __shared__ float tile[1024];
    int c = blockIdx.x * WARP + threadIdx.x;
    float s = 0.0f;
    if (c < cols)
        for (int r = threadIdx.y; r < rows; r += blockDim.y)
            s += m[(size_t)r * cols + c];
    tile[threadIdx.y * WARP + threadIdx.x] = s;
    __syncthreads();
    if (threadIdx.y == 0 && c < cols) {
        float total = 0.0f;
        for (unsigned g = 0; g < blockDim.y; g++)
            total += tile[g * WARP + threadIdx.x];
        out[c] = total;
    }
}

void sum_cols(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    dim3 threads(WARP, block / WARP);
    cols_by_tile<<<(cols + WARP - 1) / WARP, threads>>>(d_matrix, d_out, rows, cols);
}
