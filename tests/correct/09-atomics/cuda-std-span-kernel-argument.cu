// correct: every kernel takes its input as a cuda::std::span<const float> by value (<cuda/std/span>, made on the host from the device pointer and n) and walks it grid-stride; naive: one atomicAdd per element, block: a shared atomic per thread then one global per block, warp: a shuffle sum then one global atomic per warp (a partial last warp reads only its own lanes)
#include <cuda/std/span>

using Input = cuda::std::span<const float>;

__global__ void naive_kernel(Input in, float *result)
{
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < in.size(); i += (size_t)gridDim.x * blockDim.x)
        atomicAdd(result, in[i]);
}

__global__ void block_kernel(Input in, float *result)
{
    __shared__ float block_total;
    if (threadIdx.x == 0)
        block_total = 0.0f;
    __syncthreads();
    float v = 0.0f;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < in.size(); i += (size_t)gridDim.x * blockDim.x)
        v += in[i];
    atomicAdd(&block_total, v);
    __syncthreads();
    if (threadIdx.x == 0)
        atomicAdd(result, block_total);
}

__global__ void warp_kernel(Input in, float *result)
{
    float v = 0.0f;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < in.size(); i += (size_t)gridDim.x * blockDim.x)
        v += in[i];
    // A block's last warp may be partial: only lanes that exist are read.
    const unsigned lane = threadIdx.x % 32, width = min(32u, blockDim.x - threadIdx.x / 32 * 32);
    const unsigned mask = __activemask();
    for (unsigned d = 16; d > 0; d /= 2) {
        const float other = __shfl_down_sync(mask, v, d);
        if (lane + d < width)
            v += other;
    }
    if (threadIdx.x % 32 == 0)
        atomicAdd(result, v);
}

static int grid_for(size_t n, int block)
{
    const size_t b = (n + block - 1) / block;
    return b == 0 ? 1 : (b > 2048 ? 2048 : (int)b);
}

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(float));
    naive_kernel<<<grid_for(n, block), block>>>(Input(d_input, n), d_result);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(float));
    block_kernel<<<grid_for(n, block), block>>>(Input(d_input, n), d_result);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(float));
    warp_kernel<<<grid_for(n, block), block>>>(Input(d_input, n), d_result);
}
