// correct: the plainest shapes: one thread per row walking its row, one thread per column
// walking down its column, 1D grids of ceil(count / block) blocks, no shared memory, no
// atomics, the output written once by its owner.
#include <cstddef>

__global__ void row_kernel(const float *m, float *out, int rows, int cols)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows) return;
    const float *row = m + (size_t)r * cols;
    float s = 0.0f;
    for (int c = 0; c < cols; ++c) s += row[c];
    out[r] = s;
}

__global__ void col_kernel(const float *m, float *out, int rows, int cols)
{
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c >= cols) return;
    float s = 0.0f;
    for (size_t r = 0; r < (size_t)rows; ++r) s += m[r * cols + c];
    out[c] = s;
}

void sum_rows(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    row_kernel<<<(rows + block - 1) / block, block>>>(d_matrix, d_out, rows, cols);
}

void sum_cols(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    col_kernel<<<(cols + block - 1) / block, block>>>(d_matrix, d_out, rows, cols);
}
