// Exercise 13, a correct variant whose launches carry shifts and comparisons where the
// chevrons are: a template argument written as a shift right before "<<<", a ternary
// with ">" inside the launch configuration, and a ">>" shift in an argument.

#include <cstddef>

template <int WARPS>
__global__ void rows_kernel(const float *m, float *out, int rows, int cols)
{
    const int lane = threadIdx.x & 31;
    for (int r = blockIdx.x * WARPS + (threadIdx.x >> 5); r < rows; r += gridDim.x * WARPS) {
        float s = 0.0f;
        for (int c = lane; c < cols; c += 32)
            s += m[(size_t)r * cols + c];
        for (int o = 16; o; o >>= 1)
            s += __shfl_down_sync(~0u, s, o);
        if (lane == 0)
            out[r] = s;
    }
}

__global__ void cols_kernel(const float *m, float *out, int rows, int cols)
{
    const int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c < cols) {
        float s = 0.0f;
        for (int r = 0; r < rows; ++r)
            s += m[(size_t)r * cols + c];
        out[c] = s;
    }
}

void sum_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    if (rows <= 0)
        return;
    constexpr int warps = 1 << 3;  // 8 warps: 256 threads
    const int grid = (rows + warps - 1) / warps;
    rows_kernel<(1 << 3)><<<grid > 65535 ? 65535 : grid, warps << 5>>>(d_in, d_out, rows, cols);
    (void)block;
}

void sum_cols(const float *d_in, float *d_out, int rows, int cols, int block)
{
    if (cols <= 0)
        return;
    cols_kernel<<<(cols + block - 1) / block, block > 0 ? block : 32, 0, 0>>>(d_in, d_out, rows > 0 ? rows : 0, (cols << 1) >> 1);
}
