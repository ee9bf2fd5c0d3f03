// correct: the grid sized from cudaDeviceGetAttribute(SM count) and
// cudaOccupancyMaxActiveBlocksPerMultiprocessor, the kernel launched by cudaLaunchKernel
// with a (const void *) cast and an argument array on a stream the function creates, the
// result zeroed by cudaMemsetAsync on that stream; __ldg float4 loads between a scalar
// head (up to the first 16-byte boundary) and a scalar tail; one atomicAdd per block.

#include <cstdint>

constexpr int THREADS = 256;

__device__ __forceinline__ float warp_total(float v)
{
    v += __shfl_xor_sync(0xffffffffu, v, 16);
    v += __shfl_xor_sync(0xffffffffu, v, 8);
    v += __shfl_xor_sync(0xffffffffu, v, 4);
    v += __shfl_xor_sync(0xffffffffu, v, 2);
    v += __shfl_xor_sync(0xffffffffu, v, 1);
    return v;
}

__global__ void __launch_bounds__(THREADS) sum_kernel(const float *__restrict__ in, float *result, size_t n)
{
    __shared__ float warp_sums[THREADS / 32];
    const size_t tid = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    const size_t stride = (size_t)gridDim.x * blockDim.x;

    size_t head = ((16 - (reinterpret_cast<uintptr_t>(in) & 15)) & 15) / sizeof(float);
    if (head > n) head = n;
    const size_t quads = (n - head) / 4;
    const float4 *q = reinterpret_cast<const float4 *>(in + head);

    float s = 0.0f;
    if (tid < head) s += __ldg(in + tid);
    for (size_t k = tid; k < quads; k += stride) {
        float4 v = __ldg(q + k);
        s += (v.x + v.y) + (v.z + v.w);
    }
    for (size_t k = head + 4 * quads + tid; k < n; k += stride)
        s += __ldg(in + k);

    s = warp_total(s);
    if (threadIdx.x % 32 == 0)
        warp_sums[threadIdx.x / 32] = s;
    __syncthreads();
    if (threadIdx.x < 32) {
        float w = threadIdx.x < THREADS / 32 ? warp_sums[threadIdx.x] : 0.0f;
        w = warp_total(w);
        if (threadIdx.x == 0)
            atomicAdd(result, w);
    }
}

void sum_fast(const float *d_input, float *d_result, size_t n, int /*block: ignored*/)
{
    int dev = 0, sms = 0, per_sm = 0;
    cudaGetDevice(&dev);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, sum_kernel, THREADS, 0);
    if (per_sm < 1) per_sm = 1;
    size_t needed = (n / 4 + THREADS - 1) / THREADS;
    size_t most = (size_t)sms * per_sm;
    unsigned grid = (unsigned)(needed < most ? needed : most);
    if (grid == 0) grid = 1;

    cudaStream_t stream;
    cudaStreamCreate(&stream);
    cudaMemsetAsync(d_result, 0, sizeof(float), stream);
    void *args[] = {(void *)&d_input, (void *)&d_result, (void *)&n};
    cudaLaunchKernel((const void *)sum_kernel, dim3(grid), dim3(THREADS), args, 0, stream);
    cudaStreamSynchronize(stream);
    cudaStreamDestroy(stream);
}
