// correct: a two-pass mean and variance the way a code assistant writes it: a CUDA_CHECK macro, cudaMallocAsync / cudaFreeAsync scratch on stream 0, grid capped at 1024 with grid-stride loops, the element count of each block taken with __reduce_add_sync (int warp reduction) and checked against the expected count with assert, sums in double, one-block second kernels, cudaDeviceSynchronize before returning
#include <cassert>
#include <cstdio>

#define CUDA_CHECK(c) do { cudaError_t e_ = (c); if (e_ != cudaSuccess) { \
    fprintf(stderr, "%s failed: %s\n", #c, cudaGetErrorString(e_)); return; } } while (0)

__device__ double warp_sum(double v)
{
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}

__device__ double block_sum(double v)
{
    __shared__ double ws[32];
    v = warp_sum(v);
    if ((threadIdx.x & 31) == 0) ws[threadIdx.x >> 5] = v;
    __syncthreads();
    double r = 0.0;
    if (threadIdx.x < 32) {
        r = threadIdx.x < (blockDim.x >> 5) ? ws[threadIdx.x] : 0.0;
        r = warp_sum(r);
    }
    __syncthreads();
    return r;
}

// pass 1 (shift == nullptr) sums x; pass 2 sums (x - mean)^2, the mean read from *shift
template <typename T>
__global__ void partial_kernel(const T *__restrict__ x, double *partials, size_t n, const T *shift)
{
    double mean = shift ? (double)*shift : 0.0;
    double acc = 0.0;
    unsigned count = 0;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
        double d = (double)x[i] - mean;
        acc += shift ? d * d : d;
        ++count;
    }
    unsigned warp_count = __reduce_add_sync(0xffffffffu, count);
    (void)warp_count;
    assert(warp_count <= 32u * (unsigned)((n + (size_t)gridDim.x * blockDim.x - 1) / ((size_t)gridDim.x * blockDim.x)));
    acc = block_sum(acc);
    if (threadIdx.x == 0) partials[blockIdx.x] = acc;
}

template <typename T>
__global__ void finish_kernel(const double *partials, int count, size_t n, T *out)
{
    double v = 0.0;
    for (int i = threadIdx.x; i < count; i += blockDim.x) v += partials[i];
    v = block_sum(v);
    if (threadIdx.x == 0) *out = (T)(v / (double)n);
}

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var)
{
    size_t g = (n + block - 1) / block;
    int grid = (int)(g > 1024 ? 1024 : (g ? g : 1));
    double *d_part = nullptr;
    CUDA_CHECK(cudaMallocAsync(&d_part, grid * sizeof(double), 0));
    partial_kernel<T><<<grid, block>>>(d_input, d_part, n, (const T *)nullptr);
    CUDA_CHECK(cudaGetLastError());
    finish_kernel<T><<<1, 32>>>(d_part, grid, n, d_mean);
    CUDA_CHECK(cudaGetLastError());
    partial_kernel<T><<<grid, block>>>(d_input, d_part, n, d_mean);
    CUDA_CHECK(cudaGetLastError());
    finish_kernel<T><<<1, 32>>>(d_part, grid, n, d_var);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaFreeAsync(d_part, 0));
    CUDA_CHECK(cudaDeviceSynchronize());
}
