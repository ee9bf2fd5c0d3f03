// correct: generated cooperative-groups code: cudaGetDeviceProperties on every call (prop.cooperativeLaunch, prop.multiProcessorCount), cudaOccupancyMaxActiveBlocksPerMultiprocessor at the given block, partials in cudaMalloc'd scratch freed per call, cudaLaunchCooperativeKernel checked with a CUDA_CHECK macro, cg::reduce with cg::plus, grid.sync(), cudaDeviceSynchronize before returning; a two-launch fallback
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>
namespace cg = cooperative_groups;

#define CUDA_CHECK(expr) do { cudaError_t _e = (expr); if (_e != cudaSuccess) { \
    fprintf(stderr, "CUDA_CHECK %s: %s\n", #expr, cudaGetErrorString(_e)); return; } } while (0)

__device__ float block_total(cg::thread_block block, float v)
{
    __shared__ float sums[32];
    auto warp = cg::tiled_partition<32>(block);
    v = cg::reduce(warp, v, cg::plus<float>());
    if (warp.thread_rank() == 0) sums[warp.meta_group_rank()] = v;
    block.sync();
    float r = 0.0f;
    if (warp.meta_group_rank() == 0) {
        r = warp.thread_rank() < warp.meta_group_size() ? sums[warp.thread_rank()] : 0.0f;
        r = cg::reduce(warp, r, cg::plus<float>());
    }
    return r;
}

__global__ void reduce_cg_block(const float *input, float *partial, int n)
{
    cg::thread_block block = cg::this_thread_block();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float s = block_total(block, i < n ? input[i] : 0.0f);
    if (block.thread_rank() == 0) partial[blockIdx.x] = s;
}

__device__ float grid_stride_sum(cg::grid_group grid, const float *in, size_t n)
{
    float v = 0.0f;
    for (size_t i = grid.thread_rank(); i < n; i += grid.size())
        v += in[i];
    return v;
}

__global__ void grid_kernel(const float *in, float *partials, float *out, size_t n)
{
    cg::grid_group grid = cg::this_grid();
    cg::thread_block block = cg::this_thread_block();
    float s = block_total(block, grid_stride_sum(grid, in, n));
    if (block.thread_rank() == 0) partials[blockIdx.x] = s;
    grid.sync();
    if (blockIdx.x == 0) {
        float v = 0.0f;
        for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x) v += partials[b];
        v = block_total(block, v);
        if (block.thread_rank() == 0) *out = v;
    }
}

__global__ void plain_partials(const float *in, float *partials, size_t n)
{
    cg::thread_block block = cg::this_thread_block();
    float v = 0.0f;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        v += in[i];
    v = block_total(block, v);
    if (block.thread_rank() == 0) partials[blockIdx.x] = v;
}

void sum_cg_grid(const float *d_input, float *d_result, size_t n, int block)
{
    int dev = 0, perSM = 0;
    cudaDeviceProp prop;
    CUDA_CHECK(cudaGetDevice(&dev));
    CUDA_CHECK(cudaGetDeviceProperties(&prop, dev));
    CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSM, grid_kernel, block, 0));
    size_t want = (n + block - 1) / block;
    size_t fit = (size_t)perSM * prop.multiProcessorCount;
    int grid = (int)(want < fit ? want : fit);
    if (grid < 1) grid = 1;

    float *d_partials = nullptr;
    CUDA_CHECK(cudaMalloc(&d_partials, grid * sizeof(float)));
    if (prop.cooperativeLaunch && perSM > 0) {
        void *args[] = {&d_input, &d_partials, &d_result, &n};
        CUDA_CHECK(cudaLaunchCooperativeKernel((void *)grid_kernel, grid, block, args, 0, 0));
    } else {
        plain_partials<<<grid, block>>>(d_input, d_partials, n);
        plain_partials<<<1, block>>>(d_partials, d_result, (size_t)grid);
        CUDA_CHECK(cudaGetLastError());
    }
    CUDA_CHECK(cudaDeviceSynchronize());
    CUDA_CHECK(cudaFree(d_partials));
}
