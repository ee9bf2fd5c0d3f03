// correct: each device sums its shard with one cooperative launch (cudaLaunchCooperativeKernel on its own stream, the grid sized from the occupancy): every block stores its sum into a __device__ array (one per device, as every __device__ variable is), grid.sync(), block 0 adds them and stores the shard's sum into d_results[dev] with a plain store, so no memset; then the grouped ncclAllReduce
// 16-multi-gpu: one sum over every GPU of the host.
#include <cstddef>
#include <cooperative_groups.h>
#include <nccl.h>

namespace cg = cooperative_groups;

constexpr int MAX_GRID = 1024;
__device__ float g_block_sums[MAX_GRID];  // one copy on each device

static size_t shard_begin(size_t n, int ndev, int dev)
{
    size_t each = n / ndev, extra = n % ndev, d = (size_t)dev;
    return d * each + (d < extra ? d : extra);
}

__device__ float block_sum(cg::thread_block block, float v)
{
    __shared__ float warp_sums[32];
    auto warp = cg::tiled_partition<32>(block);
    for (int o = 16; o > 0; o >>= 1)
        v += warp.shfl_down(v, o);
    if (warp.thread_rank() == 0)
        warp_sums[warp.meta_group_rank()] = v;
    block.sync();
    v = 0.0f;
    if (warp.meta_group_rank() == 0) {
        v = warp.thread_rank() < warp.meta_group_size() ? warp_sums[warp.thread_rank()] : 0.0f;
        for (int o = 16; o > 0; o >>= 1)
            v += warp.shfl_down(v, o);
    }
    return v;
}

__global__ void shard_sum_cooperative(const float *shard, float *result, size_t count)
{
    cg::grid_group grid = cg::this_grid();
    cg::thread_block block = cg::this_thread_block();
    float v = 0.0f;
    for (size_t i = grid.thread_rank(); i < count; i += grid.size())
        v += shard[i];
    v = block_sum(block, v);
    if (block.thread_rank() == 0)
        g_block_sums[blockIdx.x] = v;
    grid.sync();
    if (blockIdx.x == 0) {
        float t = 0.0f;
        for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x)
            t += g_block_sums[b];
        t = block_sum(block, t);
        if (threadIdx.x == 0)
            *result = t;
    }
}

static int grid_for(size_t count, int block)
{
    int dev = 0, sms = 0, per_sm = 0;
    cudaGetDevice(&dev);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, shard_sum_cooperative, block, 0);
    long long resident = (long long)sms * per_sm, wanted = (long long)((count + block - 1) / block);
    long long g = wanted < resident ? wanted : resident;
    g = g < MAX_GRID ? g : MAX_GRID;
    return g < 1 ? 1 : (int)g;
}

void sum_multi_gpu(const float *const *d_shards, float *const *d_results, size_t n, int block,
                   int ndev, const cudaStream_t *streams, const ncclComm_t *comms)
{
    for (int dev = 0; dev < ndev; dev++) {
        cudaSetDevice(dev);
        size_t count = shard_begin(n, ndev, dev + 1) - shard_begin(n, ndev, dev);
        const float *shard = d_shards[dev];
        float *result = d_results[dev];
        void *args[] = {(void *)&shard, (void *)&result, (void *)&count};
        cudaLaunchCooperativeKernel((void *)shard_sum_cooperative, dim3(grid_for(count, block)),
                                    dim3(block), args, 0, streams[dev]);
    }
    ncclGroupStart();
    for (int dev = 0; dev < ndev; dev++)
        ncclAllReduce(d_results[dev], d_results[dev], 1, ncclFloat, ncclSum, comms[dev], streams[dev]);
    ncclGroupEnd();
    for (int dev = 0; dev < ndev; dev++)
        cudaStreamSynchronize(streams[dev]);
}
