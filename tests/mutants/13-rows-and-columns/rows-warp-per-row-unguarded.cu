// expect: gpu=out-of-bounds|over-read|over-write|wrong-result emu=out-of-bounds|over-read|over-write -- one warp per row and the grid rounded up to whole blocks of warps, but no test of the row against rows: the warps of the last block past the last row read past the matrix and store past the rows floats of out
// mistake: warp-per-row kernel without a row bound
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
__global__ void row_sums_by_warp(const float *m, float *out, int cols)
{
    int warps_per_block = blockDim.x / LANES;
    size_t row = (size_t)blockIdx.x * warps_per_block + threadIdx.x / LANES;
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
    row_sums_by_warp<<<grid, block>>>(d_matrix, d_out, cols);
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
