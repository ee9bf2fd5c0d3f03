// correct: row sums from a grid capped at 1024 blocks, each block striding over rows
// (r = blockIdx.x, blockIdx.x + gridDim.x, ...) and reusing one shared array per row with a
// barrier before the next row overwrites it; column sums from 2D blocks of 32 columns by
// (block / 32) thread rows, added up the thread rows in a shared-memory tree, no atomics and
// no memset (each column written once).
#include <cstddef>

constexpr int MAX_ROW_BLOCKS = 1024;

__device__ float block_sum_shared(float v, float *buf)
{
    buf[threadIdx.x] = v;
    __syncthreads();
    for (unsigned live = blockDim.x; live > 1;) {
        unsigned half = (live + 1) / 2;
        if (threadIdx.x + half < live)
            buf[threadIdx.x] += buf[threadIdx.x + half];
        __syncthreads();
        live = half;
    }
    float total = buf[0];
    __syncthreads();  // the next row's stores wait until thread 0 has read this one
    return total;
}

__global__ void rows_kernel(const float *m, float *out, int rows, int cols)
{
    __shared__ float buf[1024];
    for (int r = blockIdx.x; r < rows; r += gridDim.x) {
        const float *row = m + (size_t)r * cols;
        float s = 0.0f;
        for (int c = threadIdx.x; c < cols; c += blockDim.x)
            s += row[c];
        s = block_sum_shared(s, buf);
        if (threadIdx.x == 0)
            out[r] = s;
    }
}

void sum_rows(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    int grid = rows < MAX_ROW_BLOCKS ? rows : MAX_ROW_BLOCKS;
    rows_kernel<<<grid, block>>>(d_matrix, d_out, rows, cols);
}

__global__ void cols_kernel(const float *m, float *out, int rows, int cols)
{
    extern __shared__ float part[];  // blockDim.x * blockDim.y
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    float s = 0.0f;
    if (c < cols)
        for (int r = threadIdx.y; r < rows; r += blockDim.y)
            s += m[(size_t)r * cols + c];
    part[threadIdx.y * blockDim.x + threadIdx.x] = s;
    __syncthreads();
    for (unsigned live = blockDim.y; live > 1;) {
        unsigned half = (live + 1) / 2;
        if (threadIdx.y + half < live)
            part[threadIdx.y * blockDim.x + threadIdx.x] += part[(threadIdx.y + half) * blockDim.x + threadIdx.x];
        __syncthreads();
        live = half;
    }
    if (threadIdx.y == 0 && c < cols)
        out[c] = part[threadIdx.x];
}

void sum_cols(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    dim3 threads(32, block / 32);
    unsigned blocks = (unsigned)((cols + 31) / 32);
    cols_kernel<<<blocks, threads, (size_t)block * sizeof(float)>>>(d_matrix, d_out, rows, cols);
}
