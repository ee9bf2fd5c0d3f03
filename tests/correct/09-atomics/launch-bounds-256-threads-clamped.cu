// correct: every kernel carries __launch_bounds__(256) and the host clamps the launch to it (threads = min(block, 256), the grid grown to cover n), so no launch passes the bound; cudaMemset then cudaGetLastError and cudaDeviceSynchronize checked after each launch through a cudaCheckError macro that prints and returns
#include <cstdio>

#define MAX_THREADS 256
#define cudaCheckError(tag) do { cudaError_t e_ = cudaGetLastError(); \
    if (e_ == cudaSuccess) e_ = cudaDeviceSynchronize(); \
    if (e_ != cudaSuccess) { fprintf(stderr, "%s: %s\n", tag, cudaGetErrorString(e_)); return; } } while (0)

__global__ void __launch_bounds__(MAX_THREADS) naive(const float *in, float *out, size_t n)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(out, in[i]);
}

__global__ void __launch_bounds__(MAX_THREADS) per_block(const float *in, float *out, size_t n)
{
    __shared__ float s[MAX_THREADS];
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    s[threadIdx.x] = i < n ? in[i] : 0.0f;
    __syncthreads();
    for (unsigned k = blockDim.x / 2; k > 0; k >>= 1) {
        if (threadIdx.x < k) s[threadIdx.x] += s[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0) atomicAdd(out, s[0]);
}

__global__ void __launch_bounds__(MAX_THREADS) per_warp(const float *in, float *out, size_t n)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    float v = i < n ? in[i] : 0.0f;
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if ((threadIdx.x & 31) == 0) atomicAdd(out, v);
}

static void shape(size_t n, int block, unsigned *grid, int *threads)
{
    *threads = block < MAX_THREADS ? block : MAX_THREADS;  // powers of two from 32: so is this
    size_t g = (n + *threads - 1) / *threads;
    *grid = (unsigned)(g ? g : 1);
}

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block)
{
    unsigned grid; int threads;
    shape(n, block, &grid, &threads);
    cudaMemset(d_result, 0, sizeof(float));
    naive<<<grid, threads>>>(d_input, d_result, n);
    cudaCheckError("naive");
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    unsigned grid; int threads;
    shape(n, block, &grid, &threads);
    cudaMemset(d_result, 0, sizeof(float));
    per_block<<<grid, threads>>>(d_input, d_result, n);
    cudaCheckError("block");
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    unsigned grid; int threads;
    shape(n, block, &grid, &threads);
    cudaMemset(d_result, 0, sizeof(float));
    per_warp<<<grid, threads>>>(d_input, d_result, n);
    cudaCheckError("warp");
}
