// expect: gpu=wrong-result emu=wrong-result args=--sizes=4099,--blocks=32 -- the second launch's one block reads one partial per thread (no loop), so only the first blockDim.x partials are added: right while the grid has no more blocks than a block has threads. 4099 at block 32 is 129 partials, 32 read
// mistake: the finishing block reads partial[threadIdx.x] only, not a loop over all of them
#include <cstddef>

constexpr int MAX_GRID = 1024;  // partial sums kept between the two launches
__device__ float g_partials[MAX_GRID];

__device__ float warp_sum(float v)
{
    for (int offset = 16; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffffu, v, offset);
    return v;
}

// The block's sum in thread 0: each warp by shuffles, then warp 0 over the warp sums.
__device__ float block_sum(float v)
{
    __shared__ float warp_sums[32];
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    v = warp_sum(v);
    if (lane == 0)
        warp_sums[warp] = v;
    __syncthreads();
    v = 0.0f;
    if (warp == 0) {
        v = lane < (int)(blockDim.x / 32) ? warp_sums[lane] : 0.0f;
        v = warp_sum(v);
    }
    return v;
}

// Each thread walks the array a whole grid at a time; block b's sum goes to out[b].
__global__ void partial_sums(const float *in, float *out, size_t n)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    float s = 0.0f;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        s += in[i];
    s = block_sum(s);
    if (threadIdx.x == 0)
        out[blockIdx.x] = s;
}

__global__ void finish(const float *part, float *out, size_t count)
{
    float s = threadIdx.x < count ? part[threadIdx.x] : 0.0f;
    s = block_sum(s);
    if (threadIdx.x == 0)
        *out = s;
}

// Two launches at the suggested block size: the partials, then one block over them.
void sum_fast(const float *d_input, float *d_result, size_t n, int block)
{
    size_t want = (n + block - 1) / block;
    unsigned grid = (unsigned)(want < MAX_GRID ? want : MAX_GRID);
    if (grid == 0)
        grid = 1;
    float *d_part = nullptr;
    cudaGetSymbolAddress((void **)&d_part, g_partials);
    partial_sums<<<grid, block>>>(d_input, d_part, n);
    finish<<<1, block>>>(d_part, d_result, grid);
}
