// expect: gpu=out-of-bounds|wrong-result|pass emu=out-of-bounds args=--sizes=5000,--blocks=352 -- the warp sums' shared array holds 8 floats (a block of 256 in mind) while the suggested block may be any multiple of 32 up to 1024: at 352 (11 warps) warps 8 to 10 store past it
// mistake: the warp sums' array sized for eight warps
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
    __shared__ float warp_sums[8];
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
    partial_sums<<<1, block>>>(d_part, d_result, grid);
}
