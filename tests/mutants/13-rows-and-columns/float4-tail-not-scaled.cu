// expect: gpu=wrong-result emu=wrong-result -- each row is read as float4s, then a scalar tail that is meant to start after the last whole float4, at cols / 4 * 4, but starts at cols / 4: elements cols/4 .. cols/4*4-1 are added twice
// mistake: the row's scalar tail starts at cols / 4 instead of cols / 4 * 4
#include <cstddef>

__global__ void rows_kernel(const float *m, float *out, int rows, int cols)
{
    const float *r = m + (size_t)blockIdx.x * cols;
    __shared__ float s[32];
    float acc = 0.0f;
    // float4 only where the row itself starts on a 16-byte boundary
    if (((size_t)blockIdx.x * cols) % 4 == 0) {
        const float4 *v = reinterpret_cast<const float4 *>(r);
        for (int c = threadIdx.x; c < cols / 4; c += blockDim.x) {
            float4 q = v[c];
            acc += q.x + q.y + q.z + q.w;
        }
        for (int c = cols / 4 + threadIdx.x; c < cols; c += blockDim.x)
            acc += r[c];
    } else {
        for (int c = threadIdx.x; c < cols; c += blockDim.x)
            acc += r[c];
    }
    for (int o = 16; o > 0; o >>= 1)
        acc += __shfl_down_sync(0xffffffffu, acc, o);
    if (threadIdx.x % 32 == 0)
        s[threadIdx.x / 32] = acc;
    __syncthreads();
    if (threadIdx.x < 32) {
        acc = threadIdx.x < blockDim.x / 32 ? s[threadIdx.x] : 0.0f;
        for (int o = 16; o > 0; o >>= 1)
            acc += __shfl_down_sync(0xffffffffu, acc, o);
        if (threadIdx.x == 0)
            out[blockIdx.x] = acc;
    }
}

void sum_rows(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    rows_kernel<<<rows, block>>>(d_matrix, d_out, rows, cols);
}

__global__ void cols_kernel(const float *m, float *out, int rows, int cols)
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
    cols_kernel<<<(cols + block - 1) / block, block>>>(d_matrix, d_out, rows, cols);
}
