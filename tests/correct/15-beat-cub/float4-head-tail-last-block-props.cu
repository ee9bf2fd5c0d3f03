// correct: the "fast" sum a code assistant writes: cudaGetDeviceProperties every call for a grid of 2 * multiProcessorCount (at most 1024 blocks), a scalar head up to the first 16-byte boundary (the input may have any float alignment), float4 __ldg loads in a #pragma unroll 4 grid-stride loop, a scalar tail, warp sums by __shfl_xor_sync, partials + __threadfence + an atomicAdd ticket, the last block sums the partials and resets the ticket; scratch by cudaMallocAsync / cudaFreeAsync
#include <cstdint>

__device__ unsigned int g_ticket = 0;

__device__ __forceinline__ float warp_sum(float v)
{
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}

__device__ float block_sum(float v)
{
    __shared__ float ws[32];
    v = warp_sum(v);
    if ((threadIdx.x & 31) == 0) ws[threadIdx.x >> 5] = v;
    __syncthreads();
    v = (threadIdx.x < (blockDim.x >> 5)) ? ws[threadIdx.x] : 0.0f;
    v = warp_sum(v);
    __syncthreads();
    return v;  // every thread of warp 0 holds the sum
}

__global__ void fast_sum(const float *__restrict__ in, float *partials, float *result, size_t n)
{
    const size_t tid = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    const size_t nthreads = (size_t)gridDim.x * blockDim.x;
    size_t head = ((16 - (reinterpret_cast<uintptr_t>(in) & 15)) & 15) / sizeof(float);
    if (head > n) head = n;
    const size_t nvec = (n - head) / 4;
    const float4 *v4 = reinterpret_cast<const float4 *>(in + head);

    float acc = 0.0f;
    if (tid < head) acc += in[tid];
#pragma unroll 4
    for (size_t i = tid; i < nvec; i += nthreads) {
        float4 q = __ldg(v4 + i);
        acc += (q.x + q.y) + (q.z + q.w);
    }
    for (size_t i = head + nvec * 4 + tid; i < n; i += nthreads) acc += in[i];

    float s = block_sum(acc);
    __shared__ bool last;
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = s;
        __threadfence();
        last = atomicAdd(&g_ticket, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {
        __threadfence();
        float t = 0.0f;
        for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x) t += __ldcg(partials + b);
        t = block_sum(t);
        if (threadIdx.x == 0) { *result = t; g_ticket = 0; }
    }
}

void sum_fast(const float *d_input, float *d_result, size_t n, int block)
{
    int dev = 0;
    cudaDeviceProp prop;
    cudaGetDevice(&dev);
    cudaGetDeviceProperties(&prop, dev);
    if (block <= 0 || block > 1024 || block % 32) block = 256;
    size_t want = (n / 4 + block - 1) / block;
    size_t cap = 2 * (size_t)prop.multiProcessorCount;
    if (cap > 1024) cap = 1024;
    unsigned grid = (unsigned)(want < 1 ? 1 : (want < cap ? want : cap));
    float *d_partials = nullptr;
    if (cudaMallocAsync(&d_partials, grid * sizeof(float), 0) != cudaSuccess) return;
    fast_sum<<<grid, block>>>(d_input, d_partials, d_result, n);
    cudaFreeAsync(d_partials, 0);
    cudaDeviceSynchronize();
}
