// correct: the free functions cg::sync(grid) and cg::thread_rank(tile), cg::reduce with a
// lambda, tile.shfl to broadcast, grid.num_blocks()/block_rank() for the grid walk, and
// grid.is_valid() guarding the cooperative path inside one kernel used for both launches.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstddef>
namespace cg = cooperative_groups;

static __device__ float block_sum(const cg::thread_block &b, float v)
{
    __shared__ float part[32];
    auto warp = cg::tiled_partition<32>(b);
    v = cg::reduce(warp, v, [](float x, float y) { return x + y; });
    if (cg::thread_rank(warp) == 0)
        part[warp.meta_group_rank()] = v;
    cg::sync(b);
    float t = cg::thread_rank(warp) < warp.meta_group_size() ? part[cg::thread_rank(warp)] : 0.0f;
    t = cg::reduce(warp, t, cg::plus<float>());
    t = warp.shfl(t, 0);
    cg::sync(b);  // part may be reused by the next call
    return t;
}

__global__ void reduce_cg_block(const float *input, float *partial, int n)
{
    auto b = cg::this_thread_block();
    int i = blockIdx.x * (int)b.num_threads() + (int)b.thread_rank();
    float s = block_sum(b, i < n ? input[i] : 0.0f);
    if (b.thread_rank() == 0)
        partial[blockIdx.x] = s;
}

// coop != 0: one cooperative launch does it all; else only the partials.
__global__ void whole(const float *in, float *part, float *res, size_t n, int coop)
{
    auto g = cg::this_grid();
    auto b = cg::this_thread_block();
    size_t stride = g.num_blocks() * b.num_threads();
    float s = 0.0f;
    for (size_t i = g.block_rank() * b.num_threads() + b.thread_rank(); i < n; i += stride)
        s += in[i];
    s = block_sum(b, s);
    if (b.thread_rank() == 0)
        part[g.block_rank()] = s;
    if (!coop || !g.is_valid())
        return;
    cg::sync(g);
    if (g.block_rank() == 0) {
        float t = 0.0f;
        for (unsigned long long k = b.thread_rank(); k < g.num_blocks(); k += b.num_threads())
            t += part[k];
        t = block_sum(b, t);
        if (b.thread_rank() == 0)
            *res = t;
    }
}

void sum_cg_grid(const float *d_input, float *d_result, size_t n, int block)
{
    static float *part = nullptr;
    static int cap = 0;
    cudaDeviceProp prop;
    int dev;
    cudaGetDevice(&dev);
    cudaGetDeviceProperties(&prop, dev);
    int per_sm = 0;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, whole, block, 0);
    size_t want = (n + block - 1) / block;
    size_t fit = (size_t)per_sm * prop.multiProcessorCount;
    int grid = (int)(want < fit ? want : fit);
    if (grid < 1) grid = 1;
    if (grid > cap) {
        if (part) cudaFree(part);
        cudaMalloc(&part, grid * sizeof(float));
        cap = grid;
    }
    int coop = prop.cooperativeLaunch;
    if (coop) {
        void *args[] = {&d_input, &part, &d_result, &n, &coop};
        if (cudaLaunchCooperativeKernel((void *)whole, grid, block, args, 0, nullptr) == cudaSuccess)
            return;
        cudaGetLastError();
    }
    whole<<<grid, block>>>(d_input, part, d_result, n, 0);
    whole<<<1, block>>>(part, d_result, d_result, (size_t)grid, 0);  // its one partial is the sum
}
