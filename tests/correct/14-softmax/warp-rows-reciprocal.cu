// correct: one warp per row, the rows strided over a grid capped at 2048 blocks; the max
// and the sum by __shfl_xor_sync butterflies, so every lane holds both without shared
// memory; the exponentials computed twice rather than stored, and the row scaled by one
// reciprocal of the sum (two roundings, within the tolerance).
#include <cmath>
#include <cstddef>
__global__ void softmax_warp(const float *in, float *out, int rows, int cols)
{
    int lane = threadIdx.x % 32;
    int per_block = blockDim.x / 32;
    for (int r = blockIdx.x * per_block + threadIdx.x / 32; r < rows; r += gridDim.x * per_block) {
        const float *x = in + (size_t)r * cols;
        float *y = out + (size_t)r * cols;
        float m = -INFINITY;
        for (int c = lane; c < cols; c += 32) m = fmaxf(m, x[c]);
        for (int o = 16; o; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
        float s = 0.0f;
        for (int c = lane; c < cols; c += 32) s += expf(x[c] - m);
        for (int o = 16; o; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
        float inv = 1.0f / s;
        for (int c = lane; c < cols; c += 32) y[c] = expf(x[c] - m) * inv;
    }
}
void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    int per_block = block / 32;
    int grid = (rows + per_block - 1) / per_block;
    softmax_warp<<<grid < 2048 ? grid : 2048, block>>>(d_in, d_out, rows, cols);
}
