// correct: __launch_bounds__(256, 4) on a kernel the function always launches with 256 threads (the block hint is ignored, as the contract allows), a grid of 4 blocks per SM from cudaDeviceGetAttribute, a scalar loop for the whole array when the pointer is not 16-byte aligned and float4 loads with a scalar tail when it is, warp sums by __shfl_down_sync, one atomicAdd per block after cudaMemsetAsync, cudaDeviceSynchronize before returning
#include <cstdint>

constexpr int THREADS = 256;

__global__ void __launch_bounds__(THREADS, 4) sum_kernel(const float *__restrict__ in, float *out, size_t n, bool vec)
{
    __shared__ float warp_sums[THREADS / 32];
    const size_t tid = blockIdx.x * (size_t)THREADS + threadIdx.x;
    const size_t step = (size_t)gridDim.x * THREADS;
    float acc = 0.0f;
    if (vec) {
        const float4 *v = reinterpret_cast<const float4 *>(in);
        const size_t nv = n / 4;
#pragma unroll 4
        for (size_t i = tid; i < nv; i += step) {
            const float4 q = __ldg(v + i);
            acc += (q.x + q.y) + (q.z + q.w);
        }
        for (size_t i = nv * 4 + tid; i < n; i += step) acc += __ldg(in + i);
    } else {
        for (size_t i = tid; i < n; i += step) acc += __ldg(in + i);
    }
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) acc += __shfl_down_sync(0xffffffffu, acc, o);
    if ((threadIdx.x & 31) == 0) warp_sums[threadIdx.x >> 5] = acc;
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
#pragma unroll
        for (int w = 0; w < THREADS / 32; ++w) s += warp_sums[w];
        atomicAdd(out, s);
    }
}

void sum_fast(const float *d_input, float *d_result, size_t n, int /*block*/)
{
    int dev = 0, sms = 0;
    cudaGetDevice(&dev);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
    size_t need = (n + 4 * THREADS - 1) / (4 * THREADS);
    size_t cap = 4 * (size_t)(sms > 0 ? sms : 1);
    unsigned grid = (unsigned)(need < 1 ? 1 : (need < cap ? need : cap));
    const bool vec = reinterpret_cast<uintptr_t>(d_input) % 16 == 0;
    cudaMemsetAsync(d_result, 0, sizeof(float));
    sum_kernel<<<grid, THREADS>>>(d_input, d_result, n, vec);
    cudaDeviceSynchronize();
}
