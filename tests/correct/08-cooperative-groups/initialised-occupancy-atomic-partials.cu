// correct: a `static bool initialised` caching cudaOccupancyMaxPotentialBlockSize's block and the resident grid (cudaOccupancyMaxActiveBlocksPerMultiprocessor x SMs) on the first call; cudaMemsetAsync of the result on stream 0, then cudaLaunchCooperativeKernel of a grid-stride kernel whose blocks each atomicAdd their cg::reduce'd partial (no grid sync needed); the launch checked with cudaGetLastError, a plain launch of the same kernel as the fallback; the block part with extern __shared__ __align__(16) and a #pragma unroll 1 halving loop from the power of two above the block
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void reduce_cg_block(const float *input, float *partial, int n)
{
    extern __shared__ __align__(16) float s[];
    cg::thread_block b = cg::this_thread_block();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = i < n ? input[i] : 0.0f;
    b.sync();
    unsigned top = 1;
    while (top < blockDim.x) top <<= 1;  // 96 halves from 64: any multiple of 32
#pragma unroll 1
    for (unsigned k = top / 2; k > 0; k >>= 1) {
        if (threadIdx.x < k && threadIdx.x + k < blockDim.x) s[threadIdx.x] += s[threadIdx.x + k];
        b.sync();
    }
    if (threadIdx.x == 0) partial[blockIdx.x] = s[0];
}

__global__ void grid_atomic(const float *in, float *out, size_t n)
{
    cg::grid_group g = cg::this_grid();
    cg::thread_block b = cg::this_thread_block();
    auto warp = cg::tiled_partition<32>(b);
    __shared__ float ws[32];
    float v = 0.0f;
    for (unsigned long long i = g.thread_rank(); i < n; i += g.size()) v += in[i];
    v = cg::reduce(warp, v, cg::plus<float>());
    if (warp.thread_rank() == 0) ws[warp.meta_group_rank()] = v;
    b.sync();
    if (warp.meta_group_rank() == 0) {
        v = warp.thread_rank() < warp.meta_group_size() ? ws[warp.thread_rank()] : 0.0f;
        v = cg::reduce(warp, v, cg::plus<float>());
        if (warp.thread_rank() == 0) atomicAdd(out, v);
    }
}

void sum_cg_grid(const float *d_input, float *d_result, size_t n, int block)
{
    static bool initialised = false;
    static int best_block = 0, resident = 0;
    if (!initialised) {
        int min_grid = 0, per_sm = 0, dev = 0, sms = 0;
        cudaOccupancyMaxPotentialBlockSize(&min_grid, &best_block, grid_atomic, 0, 0);
        cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, grid_atomic, best_block, 0);
        cudaGetDevice(&dev);
        cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
        resident = per_sm * sms;
        initialised = true;
    }
    int threads = best_block > 0 ? best_block : block;
    size_t need = (n + threads - 1) / threads;
    int grid = resident > 0 && need > (size_t)resident ? resident : (int)(need ? need : 1);
    cudaMemsetAsync(d_result, 0, sizeof(float), 0);
    void *args[] = {(void *)&d_input, (void *)&d_result, (void *)&n};
    cudaLaunchCooperativeKernel((const void *)grid_atomic, dim3(grid), dim3(threads), args, 0, 0);
    if (cudaGetLastError() != cudaSuccess)
        grid_atomic<<<grid, threads>>>(d_input, d_result, n);
}
