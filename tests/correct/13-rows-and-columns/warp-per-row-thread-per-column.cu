// correct: one warp per row with xor shuffles (every lane holds the sum, lane 0 stores), the
// grid rounded up and whole warps past the last row leaving; columns one thread each, plain stores.
#include <cstddef>

#define LANES 32
#define ALL_LANES 0xffffffffu

__device__ __forceinline__ float lane_sum(float v)
{
    for (int d = 16; d >= 1; d >>= 1)
        v += __shfl_xor_sync(ALL_LANES, v, d);
    return v;
}

// Each warp owns one row: rows are read by 32 neighbouring lanes at a time.
__global__ void row_sums_by_warp(const float *m, float *out, size_t rows, int cols)
{
    int warps_per_block = blockDim.x / LANES;
    size_t row = (size_t)blockIdx.x * warps_per_block + threadIdx.x / LANES;
    if (row >= rows)
        return;  // a whole warp leaves together; no barrier below
    int lane = threadIdx.x % LANES;
    const float *p = m + row * (size_t)cols;
    float acc = 0.0f;
    for (int c = lane; c < cols; c += LANES)
        acc += p[c];
    acc = lane_sum(acc);
    if (lane == 0)
        out[row] = acc;
}

void sum_rows(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    int warps_per_block = block / LANES;
    int grid = (rows + warps_per_block - 1) / warps_per_block;
    row_sums_by_warp<<<grid, block>>>(d_matrix, d_out, (size_t)rows, cols);
}

// Columns: one thread per column, every row, a plain store (no atomics needed).
__global__ void col_sums_by_thread(const float *m, float *out, int rows, int cols)
{
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c >= cols)
        return;
    float acc = 0.0f;
    for (int r = 0; r < rows; r++)
        acc += m[(size_t)r * cols + c];
    out[c] = acc;
}

void sum_cols(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    col_sums_by_thread<<<(cols + block - 1) / block, block>>>(d_matrix, d_out, rows, cols);
}
