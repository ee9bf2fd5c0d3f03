// correct: cudaOccupancyMaxPotentialBlockSizeVariableSMem with a lambda giving the dynamic shared bytes for a block size (32 warp slots and a row cache of 2048 floats; longer rows re-read from global memory), the block it picks used (the given one ignored), a block per row on a grid-stride loop, the row max and sum by warp shuffles and a warp-sums array, cudaGetLastError + cudaDeviceSynchronize
#include <cmath>

constexpr int CACHE = 2048;

__device__ float block_reduce(float v, bool is_max, float *ws)
{
    for (int o = 16; o > 0; o >>= 1) {
        float u = __shfl_xor_sync(0xffffffffu, v, o);
        v = is_max ? fmaxf(v, u) : v + u;
    }
    if ((threadIdx.x & 31) == 0) ws[threadIdx.x >> 5] = v;
    __syncthreads();
    float r = is_max ? -INFINITY : 0.0f;
    for (unsigned w = 0; w < (blockDim.x + 31) / 32; ++w) r = is_max ? fmaxf(r, ws[w]) : r + ws[w];
    __syncthreads();
    return r;
}

__global__ void softmax_cached(const float *in, float *out, int rows, int cols)
{
    extern __shared__ float smem[];  // 32 warp slots, then the row cache
    float *ws = smem, *cache = smem + 32;
    const int cached = cols < CACHE ? cols : CACHE;
    for (int r = blockIdx.x; r < rows; r += gridDim.x) {
        const float *x = in + (size_t)r * cols;
        float m = -INFINITY;
        for (int c = threadIdx.x; c < cols; c += blockDim.x) {
            float v = x[c];
            if (c < cached) cache[c] = v;
            m = fmaxf(m, v);
        }
        m = block_reduce(m, true, ws);
        float s = 0.0f;
        for (int c = threadIdx.x; c < cols; c += blockDim.x) s += expf((c < cached ? cache[c] : x[c]) - m);
        s = block_reduce(s, false, ws);
        for (int c = threadIdx.x; c < cols; c += blockDim.x)
            out[(size_t)r * cols + c] = expf((c < cached ? cache[c] : x[c]) - m) / s;
        __syncthreads();  // the cache is refilled for the next row
    }
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int /*block*/)
{
    const size_t smem = (32 + CACHE) * sizeof(float);
    int min_grid = 0, block = 0;
    cudaOccupancyMaxPotentialBlockSizeVariableSMem(&min_grid, &block, softmax_cached,
                                                   [smem](int) { return smem; });
    if (block <= 0) block = 256;
    int grid = rows < min_grid ? rows : (min_grid > 0 ? min_grid : rows);
    if (grid > 65535) grid = 65535;
    softmax_cached<<<grid, block, smem>>>(d_in, d_out, rows, cols);
    if (cudaGetLastError() != cudaSuccess) return;
    cudaDeviceSynchronize();
}
