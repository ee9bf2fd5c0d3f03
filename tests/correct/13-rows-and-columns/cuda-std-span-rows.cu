// correct: rows: one block per row viewed as a cuda::std::span<const float> (<cuda/std/span>), its threads striding along it; columns: one thread per column walking down a span of the whole matrix, rows split among blocks of the grid's y that add into the zeroed output
#include <cuda/std/span>

__global__ void rows_kernel(const float *m, float *out, int cols)
{
    __shared__ float sums[32];
    const cuda::std::span<const float> row(m + (size_t)blockIdx.x * cols, (size_t)cols);
    float v = 0.0f;
    for (size_t c = threadIdx.x; c < row.size(); c += blockDim.x)
        v += row[c];
    for (int d = 16; d > 0; d /= 2)
        v += __shfl_down_sync(0xffffffffu, v, d);
    if (threadIdx.x % 32 == 0)
        sums[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float total = 0.0f;
        for (const float s : cuda::std::span<const float>(sums, blockDim.x / 32))
            total += s;
        out[blockIdx.x] = total;
    }
}

__global__ void cols_kernel(const float *m, float *out, int rows, int cols, int rows_per_block)
{
    const int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c >= cols)
        return;
    const int r0 = blockIdx.y * rows_per_block;
    const int r1 = min(rows, r0 + rows_per_block);
    const cuda::std::span<const float> all(m, (size_t)rows * cols);
    float v = 0.0f;
    for (int r = r0; r < r1; r++)
        v += all[(size_t)r * cols + c];
    atomicAdd(&out[c], v);
}

void sum_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    if (rows > 0)
        rows_kernel<<<rows, block>>>(d_in, d_out, cols);
}

void sum_cols(const float *d_in, float *d_out, int rows, int cols, int block)
{
    if (cols <= 0)
        return;
    cudaMemset(d_out, 0, cols * sizeof(float));
    if (rows <= 0)
        return;
    int rows_per_block = 256;
    if ((rows + rows_per_block - 1) / rows_per_block > 65535)
        rows_per_block = (rows + 65534) / 65535;
    dim3 grid((cols + block - 1) / block, (rows + rows_per_block - 1) / rows_per_block);
    cols_kernel<<<grid, block>>>(d_in, d_out, rows, cols, rows_per_block);
}
