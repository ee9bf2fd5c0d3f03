// correct: every part launches a fixed grid (at most 1024 blocks, fewer for small n) and
// walks the array with a size_t grid-stride loop: part 0 still issues one atomicAdd per
// element, parts 1 and 2 first add their elements in a register; cudaMemset (blocking) zeroes.
#include <cstddef>

static unsigned grid_for(size_t n, int block)
{
    size_t b = (n + block - 1) / block;
    return (unsigned)(b < 1024 ? b : 1024);
}

__global__ void naive(const float *in, float *out, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        atomicAdd(out, in[i]);
}

__global__ void per_block(const float *in, float *out, size_t n)
{
    extern __shared__ float s[];
    float acc = 0.0f;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        acc += in[i];
    s[threadIdx.x] = acc;
    __syncthreads();
    for (unsigned k = blockDim.x / 2; k > 0; k /= 2) {
        if (threadIdx.x < k)
            s[threadIdx.x] += s[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(out, s[0]);
}

__global__ void per_warp(const float *in, float *out, size_t n)
{
    float acc = 0.0f;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        acc += in[i];
    for (int d = 16; d > 0; d >>= 1)
        acc += __shfl_down_sync(0xffffffffu, acc, d);
    if ((threadIdx.x & 31) == 0)
        atomicAdd(out, acc);
}

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(float));
    naive<<<grid_for(n, block), block>>>(d_input, d_result, n);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(float));
    per_block<<<grid_for(n, block), block, block * sizeof(float)>>>(d_input, d_result, n);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(float));
    per_warp<<<grid_for(n, block), block>>>(d_input, d_result, n);
}
