// Exercise 13, a correct variant: the launch functions have C linkage (extern "C", as a
// student exposes them to a C caller), a default stream argument, an `auto` return
// type with a trailing decltype, and a kernel declared in a header-like block and
// defined after the host code that launches it.

#include <cstddef>

__global__ void row_sums(const float *__restrict__ m, float *__restrict__ out, int cols);
__global__ void col_sums(const float *__restrict__ m, float *__restrict__ out, int rows, int cols);

extern "C" {
static int blocks_for(int items, int per_block) { return (items + per_block - 1) / per_block; }
}

extern "C" void launch_rows(const float *m, float *out, int rows, int cols, int block, cudaStream_t s = 0)
{
    if (rows > 0)
        row_sums<<<rows, block, 0, s>>>(m, out, cols);
}

extern "C" void launch_cols(const float *m, float *out, int rows, int cols, int block, cudaStream_t s = 0)
{
    if (cols > 0)
        col_sums<<<blocks_for(cols, block), block, 0, s>>>(m, out, rows, cols);
}

auto sum_rows(const float *d_in, float *d_out, int rows, int cols, int block) -> decltype(launch_rows(d_in, d_out, rows, cols, block))
{
    return launch_rows(d_in, d_out, rows, cols, block);
}

void sum_cols(const float *d_in, float *d_out, int rows, int cols, int block)
{
    launch_cols(d_in, d_out, rows, cols, block);
}

__device__ __forceinline__ float warp_total(float v)
{
    for (int off = 16; off; off >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, off);
    return v;
}

__global__ void row_sums(const float *__restrict__ m, float *__restrict__ out, int cols)
{
    __shared__ float lanes[32];
    const float *row = m + (size_t)blockIdx.x * cols;
    float acc = 0.0f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        acc += row[c];
    acc = warp_total(acc);
    if (threadIdx.x % 32 == 0)
        lanes[threadIdx.x / 32] = acc;
    __syncthreads();
    if (threadIdx.x < 32) {
        acc = warp_total(threadIdx.x < blockDim.x / 32 ? lanes[threadIdx.x] : 0.0f);
        if (threadIdx.x == 0)
            out[blockIdx.x] = acc;
    }
}

__global__ void col_sums(const float *__restrict__ m, float *__restrict__ out, int rows, int cols)
{
    const int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c >= cols)
        return;
    float acc = 0.0f;
    for (int r = 0; r < rows; ++r)
        acc += m[(size_t)r * cols + c];
    out[c] = acc;
}
