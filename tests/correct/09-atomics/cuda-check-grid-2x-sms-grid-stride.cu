// correct: tutorial host code for the three atomic parts: a cudaCheckError() macro after each launch (cudaGetLastError then cudaDeviceSynchronize), cudaMemset of the result, a grid of 2 * multiProcessorCount blocks from cudaDeviceGetAttribute with grid-stride loops, __ldg loads; the warp part with __shfl_xor_sync and lane 0's atomicAdd
#include <cstdio>

#define cudaCheckError()                                                             \
    do {                                                                             \
        cudaError_t e = cudaGetLastError();                                          \
        if (e == cudaSuccess) e = cudaDeviceSynchronize();                           \
        if (e != cudaSuccess)                                                        \
            printf("Cuda failure %s:%d: '%s'\n", __FILE__, __LINE__, cudaGetErrorString(e)); \
    } while (0)

__global__ void naive_kernel(const float *__restrict__ in, float *out, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)blockDim.x * gridDim.x)
        atomicAdd(out, __ldg(&in[i]));
}

__global__ void block_kernel(const float *__restrict__ in, float *out, size_t n)
{
    extern __shared__ float sdata[];
    float v = 0.0f;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)blockDim.x * gridDim.x)
        v += __ldg(&in[i]);
    sdata[threadIdx.x] = v;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sdata[threadIdx.x] += sdata[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) atomicAdd(out, sdata[0]);
}

__global__ void warp_kernel(const float *__restrict__ in, float *out, size_t n)
{
    float v = 0.0f;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)blockDim.x * gridDim.x)
        v += __ldg(&in[i]);
#pragma unroll
    for (int m = 16; m >= 1; m /= 2)
        v += __shfl_xor_sync(0xffffffff, v, m);
    if ((threadIdx.x & 31) == 0) atomicAdd(out, v);
}

static int grid_size(size_t n, int block)
{
    int dev, sms;
    cudaGetDevice(&dev);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
    size_t need = (n + block - 1) / block;
    return (int)(need < (size_t)(2 * sms) ? (need ? need : 1) : 2 * sms);
}

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(float));
    naive_kernel<<<grid_size(n, block), block>>>(d_input, d_result, n);
    cudaCheckError();
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(float));
    block_kernel<<<grid_size(n, block), block, block * sizeof(float)>>>(d_input, d_result, n);
    cudaCheckError();
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(float));
    warp_kernel<<<grid_size(n, block), block>>>(d_input, d_result, n);
    cudaCheckError();
}
