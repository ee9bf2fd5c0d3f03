// Exercise 15, a correct variant with a student's profiling kept in: cudaProfilerStart
// and cudaProfilerStop around the launches, the runtime's version queries and free
// memory, a cache preference, cudaPeekAtLastError and cudaGetErrorName on failure, and the
// scratch held by a std::shared_ptr whose deleter is cudaFree.

#include <cstddef>
#include <cstdio>
#include <memory>
#include <cuda_profiler_api.h>

__device__ __forceinline__ float warp_sum(float v)
{
    for (int o = 16; o; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}

__global__ void partial_sums(const float *__restrict__ in, float *__restrict__ out, size_t n)
{
    __shared__ float lanes[32];
    float s = 0.0f;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        s += in[i];
    s = warp_sum(s);
    if (threadIdx.x % 32 == 0)
        lanes[threadIdx.x / 32] = s;
    __syncthreads();
    if (threadIdx.x < 32) {
        s = warp_sum(threadIdx.x < blockDim.x / 32 ? lanes[threadIdx.x] : 0.0f);
        if (threadIdx.x == 0)
            out[blockIdx.x] = s;
    }
}

static std::shared_ptr<float> scratch()
{
    static std::shared_ptr<float> keep;
    if (!keep) {
        float *p = nullptr;
        if (cudaMalloc(&p, 1024 * sizeof(float)) != cudaSuccess)
            return nullptr;
        keep = std::shared_ptr<float>(p, [](float *q) { cudaFree(q); });
        int runtime = 0, driver = 0;
        cudaRuntimeGetVersion(&runtime);
        cudaDriverGetVersion(&driver);
        size_t free_b = 0, total_b = 0;
        cudaMemGetInfo(&free_b, &total_b);
        if (runtime == 0 || total_b == 0)
            std::fprintf(stderr, "odd device: runtime %d driver %d\n", runtime, driver);
        cudaFuncSetCacheConfig(partial_sums, cudaFuncCachePreferL1);
    }
    return keep;
}

void sum_fast(const float *d_input, float *d_result, size_t n, int block)
{
    std::shared_ptr<float> part = scratch();
    if (!part)
        return;
    cudaProfilerStart();
    size_t want = (n + block - 1) / block;
    unsigned blocks = (unsigned)(want == 0 ? 1 : (want < 1024 ? want : 1024));
    partial_sums<<<blocks, block>>>(d_input, part.get(), n);
    partial_sums<<<1, block>>>(part.get(), d_result, blocks);
    if (cudaError_t e = cudaPeekAtLastError(); e != cudaSuccess)
        std::fprintf(stderr, "sum_fast: %s (%s)\n", cudaGetErrorName(e), cudaGetErrorString(e));
    cudaProfilerStop();
}
