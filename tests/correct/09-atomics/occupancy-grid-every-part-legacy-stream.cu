// correct: every part runs a grid-stride loop on a grid sized from the device: the SM count
// (cudaDeviceGetAttribute) times the blocks per SM the occupancy calculator allows for
// this kernel and block size, capped by the blocks n needs; each thread accumulates in a
// register and makes one atomicAdd (part 0), or feeds its block's tree (part 1) or its
// warp's shuffles (part 2); the result zeroed with cudaMemsetAsync on cudaStreamLegacy.
#include <cstddef>

template <typename K>
static unsigned grid_for(K kernel, size_t n, int block, size_t smem)
{
    int dev = 0, sms = 0, per_sm = 0;
    cudaGetDevice(&dev);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, kernel, block, smem);
    size_t want = (n + block - 1) / block;
    size_t most = (size_t)sms * (size_t)(per_sm > 0 ? per_sm : 1);
    return (unsigned)(want < most ? want : most);
}

__device__ float warp_sum(float v)
{
    for (int o = 16; o; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}

__global__ void k_naive(const float *x, float *r, size_t n)
{
    float acc = 0.0f;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        acc += x[i];
    atomicAdd(r, acc);
}

__global__ void k_block(const float *x, float *r, size_t n)
{
    extern __shared__ float s[];
    float acc = 0.0f;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        acc += x[i];
    s[threadIdx.x] = acc;
    __syncthreads();
    for (unsigned h = blockDim.x / 2; h; h /= 2) {
        if (threadIdx.x < h)
            s[threadIdx.x] += s[threadIdx.x + h];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(r, s[0]);
}

__global__ void k_warp(const float *x, float *r, size_t n)
{
    float acc = 0.0f;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        acc += x[i];
    acc = warp_sum(acc);
    if (threadIdx.x % 32 == 0)
        atomicAdd(r, acc);
}

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float), cudaStreamLegacy);
    k_naive<<<grid_for(k_naive, n, block, 0), block, 0, cudaStreamLegacy>>>(d_input, d_result, n);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    size_t smem = block * sizeof(float);
    cudaMemsetAsync(d_result, 0, sizeof(float), cudaStreamLegacy);
    k_block<<<grid_for(k_block, n, block, smem), block, smem, cudaStreamLegacy>>>(d_input, d_result, n);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float), cudaStreamLegacy);
    k_warp<<<grid_for(k_warp, n, block, 0), block, 0, cudaStreamLegacy>>>(d_input, d_result, n);
}
