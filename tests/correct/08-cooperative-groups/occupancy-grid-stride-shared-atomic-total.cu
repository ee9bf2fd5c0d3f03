// correct: part 0 by cg::reduce over 32-thread tiles and a shared atomicAdd of the tile sums; part 1 one cooperative launch sized by the occupancy API: each block's grid-stride share goes to a __device__ partials array, grid.sync(), then block 0's threads stride over the partials and reduce them the same way
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__device__ float block_total(float v)
{
    __shared__ float total;
    cg::thread_block blk = cg::this_thread_block();
    auto warp = cg::tiled_partition<32>(blk);
    if (blk.thread_rank() == 0) total = 0.0f;
    blk.sync();
    float s = cg::reduce(warp, v, cg::plus<float>());
    if (warp.thread_rank() == 0) atomicAdd(&total, s);
    blk.sync();
    float r = total;
    blk.sync();  // total may be zeroed again by a later call
    return r;
}

__global__ void reduce_cg_block(const float *input, float *partial, int n)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    float t = block_total(i < (unsigned)n ? input[i] : 0.0f);
    if (threadIdx.x == 0) partial[blockIdx.x] = t;
}

#define MAXB 4096
__device__ float d_parts[MAXB];

__global__ void grid_sum(const float *in, float *out, size_t n)
{
    cg::grid_group g = cg::this_grid();
    float v = 0.0f;
    for (size_t i = g.thread_rank(); i < n; i += g.size())
        v += in[i];
    float t = block_total(v);
    if (threadIdx.x == 0) d_parts[blockIdx.x] = t;
    g.sync();
    if (blockIdx.x == 0) {
        float w = 0.0f;
        for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x)
            w += d_parts[b];
        w = block_total(w);
        if (threadIdx.x == 0) *out = w;
    }
}

void sum_cg_grid(const float *d_input, float *d_result, size_t n, int block)
{
    int dev = 0, sms = 0, per_sm = 0;
    cudaGetDevice(&dev);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, grid_sum, block, 0);
    size_t want = (n + block - 1) / block;
    size_t fit = (size_t)per_sm * sms;
    if (fit > MAXB) fit = MAXB;
    int blocks = (int)(want < fit ? want : fit);
    if (blocks < 1) blocks = 1;
    void *args[] = { &d_input, &d_result, &n };
    cudaLaunchCooperativeKernel((void *)grid_sum, blocks, block, args, 0, 0);
}
