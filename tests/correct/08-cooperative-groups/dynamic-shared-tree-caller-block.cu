// correct: part 0 by a sequential-addressing tree in dynamic shared memory under
// block.sync() (the glue passes block*sizeof(float)), finished by one tile's shfl_down;
// part 1 a template kernel launched cooperatively at the caller's block size with the
// occupancy asked for that size and its dynamic shared memory, partials in scratch
// from cudaMalloc kept in a static, block 0's thread 0 adding them in a plain loop.
#include <cooperative_groups.h>
#include <cstddef>
namespace cg = cooperative_groups;

#define TILE 32

__global__ void reduce_cg_block(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    cg::thread_block block = cg::this_thread_block();
    unsigned t = block.thread_rank();
    unsigned i = blockIdx.x * blockDim.x + t;
    sdata[t] = i < (unsigned)n ? input[i] : 0.0f;
    block.sync();
    // blockDim is a multiple of 32, not always a power of two: fold the top down
    unsigned s = blockDim.x;
    while (s > TILE) {
        unsigned half = (s + 1) / 2;
        if (t + half < s)
            sdata[t] += sdata[t + half];
        s = half;
        block.sync();
    }
    if (t < TILE) {
        cg::thread_block_tile<TILE> tile = cg::tiled_partition<TILE>(block);
        float v = t < s ? sdata[t] : 0.0f;
        for (int o = TILE / 2; o > 0; o >>= 1)
            v += tile.shfl_down(v, o);
        if (t == 0)
            partial[blockIdx.x] = v;
    }
}

template <int UNUSED>
__global__ void grid_kernel(const float *in, float *partials, float *result, size_t n)
{
    extern __shared__ float sdata[];
    cg::grid_group grid = cg::this_grid();
    cg::thread_block block = cg::this_thread_block();
    float s = 0.0f;
    for (unsigned long long i = grid.thread_rank(); i < n; i += grid.size())
        s += in[i];
    sdata[block.thread_rank()] = s;
    block.sync();
    if (block.thread_rank() == 0) {
        float b = 0.0f;
        for (unsigned k = 0; k < blockDim.x; k++)
            b += sdata[k];
        partials[blockIdx.x] = b;
    }
    grid.sync();
    if (blockIdx.x == 0 && block.thread_rank() == 0) {
        float total = 0.0f;
        for (unsigned k = 0; k < gridDim.x; k++)
            total += partials[k];
        *result = total;
    }
}

__global__ void partial_kernel(const float *in, float *out, size_t n)
{
    extern __shared__ float sdata[];
    float s = 0.0f;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        s += in[i];
    sdata[threadIdx.x] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
        float b = 0.0f;
        for (unsigned k = 0; k < blockDim.x; k++)
            b += sdata[k];
        out[blockIdx.x] = b;
    }
}

static float *scratch = nullptr;
static int scratch_len = 0;

void sum_cg_grid(const float *d_input, float *d_result, size_t n, int block)
{
    int dev, sms, coop, per_sm = 0;
    cudaGetDevice(&dev);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
    cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, dev);
    size_t smem = block * sizeof(float);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, grid_kernel<0>, block, smem);
    long long grid = (long long)per_sm * sms;
    long long need = (long long)((n + block - 1) / block);
    if (grid > need) grid = need;
    if (grid < 1) grid = need < 1024 ? need : 1024;
    if (scratch_len < grid) {
        cudaFree(scratch);
        cudaMalloc(&scratch, grid * sizeof(float));
        scratch_len = (int)grid;
    }
    bool ok = false;
    if (coop && per_sm > 0) {
        void *args[] = {&d_input, &scratch, &d_result, &n};
        ok = cudaLaunchCooperativeKernel((void *)grid_kernel<0>, dim3((unsigned)grid), dim3(block), args, smem, 0) == cudaSuccess;
        if (!ok) cudaGetLastError();
    }
    if (!ok) {
        partial_kernel<<<(unsigned)grid, block, smem>>>(d_input, scratch, n);
        partial_kernel<<<1, block, smem>>>(scratch, d_result, (size_t)grid);
    }
}
