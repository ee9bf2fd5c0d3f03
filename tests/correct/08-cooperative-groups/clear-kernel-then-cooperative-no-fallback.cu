// correct: no fallback and no question of the device (every GPU the kit supports launches cooperatively): an ordinary launch clears the partials, then one cooperative launch sized from the occupancy API and the SM count adds them after grid.sync()
// 08-cooperative-groups, written apart from the skeleton: a grid-stride loop over
// grid.thread_rank(), partials in a cudaMalloc'd buffer kept in a static.
#include <cooperative_groups.h>
#include <cstddef>

namespace cg = cooperative_groups;

__device__ float tile_sum(cg::thread_block_tile<32> tile, float v)
{
    for (int offset = 16; offset > 0; offset /= 2)
        v += tile.shfl_down(v, offset);
    return v;
}

// Valid in thread 0 of the block.
__device__ float block_sum(cg::thread_block block, float v)
{
    __shared__ float sums[32];
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    v = tile_sum(tile, v);
    if (tile.thread_rank() == 0)
        sums[tile.meta_group_rank()] = v;
    block.sync();
    v = 0.0f;
    if (tile.meta_group_rank() == 0) {
        v = tile.thread_rank() < tile.meta_group_size() ? sums[tile.thread_rank()] : 0.0f;
        v = tile_sum(tile, v);
    }
    return v;
}

__global__ void reduce_cg_block(const float *input, float *partial, int n)
{
    cg::thread_block block = cg::this_thread_block();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = block_sum(block, i < n ? input[i] : 0.0f);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = v;
}

// One block: no partial of an earlier call is left where this call's go.
__global__ void clear_partials(float *partial, unsigned count)
{
    for (unsigned i = threadIdx.x; i < count; i += blockDim.x)
        partial[i] = 0.0f;
}

__global__ void grid_sum(const float *input, float *partial, float *result, size_t n)
{
    cg::grid_group grid = cg::this_grid();
    cg::thread_block block = cg::this_thread_block();
    float v = 0.0f;
    for (unsigned long long i = grid.thread_rank(); i < n; i += grid.size())
        v += input[i];
    v = block_sum(block, v);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = v;
    grid.sync();  // every partial written; also a barrier of this block
    if (blockIdx.x == 0) {
        float s = 0.0f;
        for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x)
            s += partial[b];
        s = block_sum(block, s);
        if (threadIdx.x == 0)
            *result = s;
    }
}

void sum_cg_grid(const float *d_input, float *d_result, size_t n, int block)
{
    static float *partial = nullptr;
    static unsigned capacity = 0;
    int dev = 0, sms = 0, per_sm = 0;
    cudaGetDevice(&dev);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, grid_sum, block, 0);
    size_t needed = (n + block - 1) / block;
    size_t resident = (size_t)per_sm * sms;
    unsigned blocks = (unsigned)(needed < resident ? needed : resident);
    if (blocks == 0)
        blocks = 1;
    if (blocks > capacity) {
        cudaFree(partial);
        if (cudaMalloc(&partial, blocks * sizeof(float)) != cudaSuccess) {
            partial = nullptr;
            capacity = 0;
            return;
        }
        capacity = blocks;
    }
    clear_partials<<<1, 256>>>(partial, blocks);
    void *args[] = {(void *)&d_input, (void *)&partial, (void *)&d_result, (void *)&n};
    cudaLaunchCooperativeKernel((void *)grid_sum, dim3(blocks), dim3(block), args, 0, 0);
}
