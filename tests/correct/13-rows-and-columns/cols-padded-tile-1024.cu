// correct: rows by one warp each; columns by blocks of 1024 threads (32 x 32) walking a
// strip of 32 columns down the matrix through a padded shared tile: warp y stores row y,
// a barrier, warp 0 adds its column of the tile, a barrier before the next tile.
#include <cstddef>

__global__ void rows_kernel(const float *m, float *out, int rows, int cols)
{
    int warps = blockDim.x / 32;
    int row = blockIdx.x * warps + threadIdx.x / 32;
    int lane = threadIdx.x % 32;
    if (row >= rows)
        return;
    const float *r = m + (size_t)row * cols;
    float s = 0.0f;
    for (int c = lane; c < cols; c += 32)
        s += r[c];
    for (int o = 16; o > 0; o >>= 1)
        s += __shfl_down_sync(0xffffffffu, s, o);
    if (lane == 0)
        out[row] = s;
}

void sum_rows(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    int per_block = block / 32;
    rows_kernel<<<(rows + per_block - 1) / per_block, per_block * 32>>>(d_matrix, d_out, rows, cols);
}

// Blocks of 32 x 32 threads walk down a strip of 32 columns, 32 rows at a time: warp y
// loads row y of the tile (coalesced) into shared memory, then warp 0's lane x adds column x.
__global__ void cols_kernel(const float *m, float *out, int rows, int cols)
{
    __shared__ float tile[32][33];
    int x = threadIdx.x % 32, y = threadIdx.x / 32;
    int c = blockIdx.x * 32 + x;
    float acc = 0.0f;
    for (int r0 = 0; r0 < rows; r0 += 32) {
        int r = r0 + y;
        tile[y][x] = (r < rows && c < cols) ? m[(size_t)r * cols + c] : 0.0f;
        __syncthreads();
        if (y == 0)
            for (int k = 0; k < 32; k++)
                acc += tile[k][x];
        __syncthreads();
    }
    if (y == 0 && c < cols)
        out[c] = acc;
}

void sum_cols(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    (void)block;
    cols_kernel<<<(cols + 31) / 32, 1024>>>(d_matrix, d_out, rows, cols);
}
