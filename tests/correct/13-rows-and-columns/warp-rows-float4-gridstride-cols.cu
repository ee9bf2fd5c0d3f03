// correct: rows by one warp each on a 1D grid (block / 32 rows per block), read as float4
// when every row starts on a 16-byte boundary (cols % 4 == 0, the matrix from cudaMalloc),
// else one float at a time; columns by a grid-stride loop over columns, each thread walking
// its whole column four rows at a time (four independent sums), no atomics and no memset.
#include <cstddef>

__global__ void rows_kernel(const float *m, float *out, int rows, int cols)
{
    int warps = blockDim.x / 32;
    int row = blockIdx.x * warps + threadIdx.x / 32;
    int lane = threadIdx.x % 32;
    if (row >= rows)
        return;  // the whole warp leaves together: no shuffle misses a lane
    const float *r = m + (size_t)row * cols;
    float s = 0.0f;
    if (cols % 4 == 0) {
        const float4 *v = reinterpret_cast<const float4 *>(r);
        for (int c = lane; c < cols / 4; c += 32) {
            float4 q = v[c];
            s += (q.x + q.y) + (q.z + q.w);
        }
    } else {
        for (int c = lane; c < cols; c += 32)
            s += r[c];
    }
    for (int o = 16; o > 0; o >>= 1)
        s += __shfl_down_sync(0xffffffffu, s, o);
    if (lane == 0)
        out[row] = s;
}

void sum_rows(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    int per_block = block / 32;
    int blocks = (rows + per_block - 1) / per_block;
    rows_kernel<<<blocks, block>>>(d_matrix, d_out, rows, cols);
}

__global__ void cols_kernel(const float *m, float *out, int rows, int cols)
{
    for (int c = blockIdx.x * blockDim.x + threadIdx.x; c < cols; c += gridDim.x * blockDim.x) {
        float s0 = 0.0f, s1 = 0.0f, s2 = 0.0f, s3 = 0.0f;
        int r = 0;
        for (; r + 3 < rows; r += 4) {
            s0 += m[(size_t)r * cols + c];
            s1 += m[(size_t)(r + 1) * cols + c];
            s2 += m[(size_t)(r + 2) * cols + c];
            s3 += m[(size_t)(r + 3) * cols + c];
        }
        for (; r < rows; r++)
            s0 += m[(size_t)r * cols + c];
        out[c] = (s0 + s1) + (s2 + s3);
    }
}

void sum_cols(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    int blocks = (cols + block - 1) / block;
    if (blocks > 1024)
        blocks = 1024;
    cols_kernel<<<blocks, block>>>(d_matrix, d_out, rows, cols);
}
