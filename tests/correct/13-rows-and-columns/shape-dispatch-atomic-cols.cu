// correct: the row sums pick a kernel by shape: rows of at most 32 elements by one thread per
// row (a loop along the row), longer rows by one block per row (shuffles, then the warps'
// sums through shared memory); the column sums zero the output and add every element into
// its column with atomicAdd from a flat grid-stride loop over the whole matrix: slow, but
// no thread owns a column.
#include <cstddef>

__global__ void short_rows_kernel(const float *m, float *out, int rows, int cols)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows)
        return;
    const float *row = m + (size_t)r * cols;
    float s = 0.0f;
    for (int c = 0; c < cols; c++)
        s += row[c];
    out[r] = s;
}

__global__ void long_rows_kernel(const float *m, float *out, int cols)
{
    __shared__ float warp_sum[32];
    const float *row = m + (size_t)blockIdx.x * cols;
    float s = 0.0f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        s += row[c];
    for (int o = 16; o > 0; o >>= 1)
        s += __shfl_down_sync(0xffffffffu, s, o);
    if ((threadIdx.x & 31) == 0)
        warp_sum[threadIdx.x >> 5] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (unsigned w = 0; w < blockDim.x / 32; w++)
            t += warp_sum[w];
        out[blockIdx.x] = t;
    }
}

void sum_rows(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    if (cols <= 32)
        short_rows_kernel<<<(rows + block - 1) / block, block>>>(d_matrix, d_out, rows, cols);
    else
        long_rows_kernel<<<rows, block>>>(d_matrix, d_out, cols);
}

__global__ void atomic_cols_kernel(const float *m, float *out, int cols, size_t count)
{
    for (size_t k = (size_t)blockIdx.x * blockDim.x + threadIdx.x; k < count;
         k += (size_t)gridDim.x * blockDim.x)
        atomicAdd(&out[k % (size_t)cols], m[k]);
}

void sum_cols(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    size_t count = (size_t)rows * cols;
    size_t want = (count + block - 1) / block;
    unsigned grid = (unsigned)(want < 2048 ? want : 2048);
    cudaMemsetAsync(d_out, 0, (size_t)cols * sizeof(float));
    atomic_cols_kernel<<<grid, block>>>(d_matrix, d_out, cols, count);
}
