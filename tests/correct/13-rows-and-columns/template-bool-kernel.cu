// Exercise 13, a correct variant: one kernel template for both sums, the
// direction a bool template parameter resolved with if constexpr. Rows: one
// block per row (grid-stride over rows past the grid cap); columns: one
// thread per column walking down every row, a plain store, no atomics.

#include <cstddef>

template <bool ROWS>
__global__ void sum_kernel(const float *__restrict__ m, float *__restrict__ out, int rows, int cols)
{
    if constexpr (ROWS) {
        __shared__ float warp_sums[32];
        for (int r = blockIdx.x; r < rows; r += gridDim.x) {
            const float *row = m + (size_t)r * cols;
            float v = 0.0f;
            for (int c = threadIdx.x; c < cols; c += blockDim.x)
                v += row[c];
            for (int o = 16; o > 0; o /= 2)
                v += __shfl_down_sync(0xffffffffu, v, o);
            if (threadIdx.x % 32 == 0)
                warp_sums[threadIdx.x / 32] = v;
            __syncthreads();
            if (threadIdx.x < 32) {
                v = threadIdx.x < blockDim.x / 32 ? warp_sums[threadIdx.x] : 0.0f;
                for (int o = 16; o > 0; o /= 2)
                    v += __shfl_down_sync(0xffffffffu, v, o);
                if (threadIdx.x == 0)
                    out[r] = v;
            }
            __syncthreads();  // warp_sums is reused by the next row
        }
    } else {
        const size_t c = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
        if (c >= (size_t)cols)
            return;
        float v = 0.0f;
        for (size_t r = 0; r < (size_t)rows; ++r)
            v += m[r * cols + c];
        out[c] = v;
    }
}

void sum_rows(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    int grid = rows < 65535 ? rows : 65535;
    sum_kernel<true><<<grid, block>>>(d_matrix, d_out, rows, cols);
}

void sum_cols(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    sum_kernel<false><<<(cols + block - 1) / block, block>>>(d_matrix, d_out, rows, cols);
}
