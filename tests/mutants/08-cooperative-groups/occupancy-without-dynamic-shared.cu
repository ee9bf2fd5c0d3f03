// expect: gpu=cuda-error|pass emu=cuda-error args=--sizes=1000003,--blocks=256 -- the cooperative kernel takes 40 KB of dynamic shared memory a block, but the occupancy query that sizes its grid is asked for 0 bytes: at 256 threads it answers up to 8 blocks an SM where 5 fit (228 KB an SM on an H100; a GPU passes only if registers already hold it to 5), so once n needs the whole resident grid the cooperative launch is refused (too large), and the refusal is not answered by a fallback
// mistake: the occupancy asked without the launch's dynamic shared memory
#include <cooperative_groups.h>
#include <cstddef>

namespace cg = cooperative_groups;

constexpr int WARP_SIZE = 32;

__device__ float tile_reduce_sum(cg::thread_block_tile<WARP_SIZE> tile, float value)
{
    for (unsigned offset = tile.size() / 2; offset > 0; offset /= 2)
        value += tile.shfl_down(value, offset);
    return value;
}

__device__ float block_reduce_sum(cg::thread_block block, float value)
{
    __shared__ float tile_sums[WARP_SIZE];  // at most 1024 / 32 tiles
    cg::thread_block_tile<WARP_SIZE> tile = cg::tiled_partition<WARP_SIZE>(block);

    value = tile_reduce_sum(tile, value);
    if (tile.thread_rank() == 0)
        tile_sums[tile.meta_group_rank()] = value;
    block.sync();  // all tile sums are written before tile 0 reads them

    value = 0.0f;
    if (tile.meta_group_rank() == 0) {
        value = tile.thread_rank() < tile.meta_group_size() ? tile_sums[tile.thread_rank()] : 0.0f;
        value = tile_reduce_sum(tile, value);
    }
    return value;
}

__global__ void reduce_cg_block(const float *input, float *partial, int n)
{
    cg::thread_block block = cg::this_thread_block();
    int i = blockIdx.x * blockDim.x + block.thread_rank();
    float value = i < n ? input[i] : 0.0f;  // past n: the identity, never a read

    value = block_reduce_sum(block, value);
    if (block.thread_rank() == 0)
        partial[blockIdx.x] = value;
}

constexpr int UNROLL = 8;           // loads each thread has in flight per trip
constexpr int MAX_PARTIALS = 8192;  // more than any GPU holds resident blocks (132 SMs x 32)

__device__ float g_partials[MAX_PARTIALS];

__device__ float block_share(cg::thread_block block, const float *input, size_t n)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    float sums[UNROLL] = {};
    for (; i + (UNROLL - 1) * stride < n; i += UNROLL * stride) {
#pragma unroll
        for (int k = 0; k < UNROLL; k++)
            sums[k] += input[i + k * stride];
    }
    for (; i < n; i += stride)  // the last, ragged trip
        sums[0] += input[i];
    float sum = 0.0f;
#pragma unroll
    for (int k = 0; k < UNROLL; k++)
        sum += sums[k];
    return block_reduce_sum(block, sum);
}

constexpr size_t STAGE_BYTES = 40 * 1024;  // a block's staging area, dynamic shared memory

__global__ void sum_grid_cooperative(const float *input, float *partial, float *result, size_t n)
{
    extern __shared__ float stage[];
    cg::grid_group grid = cg::this_grid();
    cg::thread_block block = cg::this_thread_block();

    float block_sum = block_share(block, input, n);
    if (block.thread_rank() == 0)
        stage[0] = block_sum;
    block.sync();
    if (block.thread_rank() == 0)
        partial[blockIdx.x] = stage[0];

    grid.sync();

    if (blockIdx.x == 0) {
        float sum = 0.0f;
        for (unsigned b = block.thread_rank(); b < gridDim.x; b += blockDim.x)
            sum += partial[b];
        sum = block_reduce_sum(block, sum);
        if (block.thread_rank() == 0)
            *result = sum;
    }
}

__global__ void sum_grid_partials(const float *input, float *out, size_t n)
{
    cg::thread_block block = cg::this_thread_block();
    float block_sum = block_share(block, input, n);
    if (block.thread_rank() == 0)
        out[blockIdx.x] = block_sum;
}

struct launch_shape {
    int block;          // threads per block: the size with the most resident threads
    int blocks_per_sm;  // blocks of that size that fit on one SM at once
    int sm_count, cooperative;
};

static launch_shape shape_for_device()
{
    static launch_shape cached = {0, 0, 0, 0};
    if (cached.block > 0)
        return cached;
    launch_shape s = {0, 0, 0, 0};
    int device = 0, min_grid = 0;
    cudaGetDevice(&device);
    cudaDeviceGetAttribute(&s.sm_count, cudaDevAttrMultiProcessorCount, device);
    cudaDeviceGetAttribute(&s.cooperative, cudaDevAttrCooperativeLaunch, device);

    (void)min_grid;
    s.block = 256;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&s.blocks_per_sm, sum_grid_cooperative, s.block, 0);
    cached = s;
    return s;
}

void sum_cg_grid(const float *d_input, float *d_result, size_t n, int block)
{
    launch_shape s = shape_for_device();
    int blocks_per_sm = s.blocks_per_sm;
    if (s.block > 0 && s.cooperative && blocks_per_sm > 0)
        block = s.block;
    size_t resident = (size_t)blocks_per_sm * s.sm_count;
    size_t needed = (n + block - 1) / block;
    unsigned blocks = (unsigned)(needed < resident ? needed : resident);
    if (blocks == 0)
        blocks = (unsigned)(needed < 1024 ? needed : 1024);  // no occupancy figure: fallback size
    if (blocks > MAX_PARTIALS)
        blocks = MAX_PARTIALS;  // fewer blocks than fit is still a valid cooperative grid

    float *d_partial = nullptr;
    if (cudaGetSymbolAddress((void **)&d_partial, g_partials) != cudaSuccess)
        return;  // *d_result stays poisoned: the caller sees the failure

    bool done = false;
    if (s.cooperative && blocks_per_sm > 0) {
        void *args[] = {(void *)&d_input, (void *)&d_partial, (void *)&d_result, (void *)&n};
        done = cudaLaunchCooperativeKernel(sum_grid_cooperative, dim3(blocks), dim3(block), args, STAGE_BYTES, 0) == cudaSuccess;
    }
    if (!done && !(s.cooperative && blocks_per_sm > 0)) {
        sum_grid_partials<<<blocks, block>>>(d_input, d_partial, n);
        sum_grid_partials<<<1, block>>>(d_partial, d_result, (size_t)blocks);
    }
}
