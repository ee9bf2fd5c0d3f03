// correct: two kernels. The first gives each row one warp, which keeps an online max and
// sum of exponentials per lane and merges the lanes with shuffles, writing the row's max
// and sum to a scratch buffer; the second is a flat grid-stride loop over every entry.
#include <cmath>
#include <cstddef>

constexpr unsigned FULL_MASK = 0xffffffffu;

struct RowStats {
    float max;
    float sum;  // sum of exp(x - max) over the row
};

// Merge (m1, s1) with (m2, s2): rescale the sum of the smaller max to the larger one.
__device__ RowStats merge_stats(RowStats a, RowStats b)
{
    if (b.max == -INFINITY)
        return a;
    if (a.max == -INFINITY)
        return b;
    float m = fmaxf(a.max, b.max);
    return RowStats{m, a.sum * expf(a.max - m) + b.sum * expf(b.max - m)};
}

__global__ void row_stats_kernel(const float *in, RowStats *stats, int rows, int cols)
{
    int lane = threadIdx.x % 32;
    size_t warp = ((size_t)blockIdx.x * blockDim.x + threadIdx.x) / 32;
    size_t warps = (size_t)gridDim.x * blockDim.x / 32;
    for (size_t r = warp; r < (size_t)rows; r += warps) {  // the same trip count for a warp's lanes
        const float *x = in + r * cols;
        RowStats s{-INFINITY, 0.0f};
        for (int c = lane; c < cols; c += 32)
            s = merge_stats(s, RowStats{x[c], 1.0f});
        for (int offset = 16; offset > 0; offset /= 2) {
            RowStats o;
            o.max = __shfl_xor_sync(FULL_MASK, s.max, offset);
            o.sum = __shfl_xor_sync(FULL_MASK, s.sum, offset);
            s = merge_stats(s, o);
        }
        if (lane == 0)
            stats[r] = s;
    }
}

__global__ void normalise_kernel(const float *in, float *out, const RowStats *stats, size_t n, int cols)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
        RowStats s = stats[i / cols];
        out[i] = expf(in[i] - s.max) / s.sum;
    }
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    RowStats *d_stats = nullptr;
    if (cudaMalloc(&d_stats, (size_t)rows * sizeof(RowStats)) != cudaSuccess)
        return;
    size_t warps_per_block = (size_t)block / 32;
    size_t stat_blocks = ((size_t)rows + warps_per_block - 1) / warps_per_block;
    if (stat_blocks > 4096)
        stat_blocks = 4096;
    row_stats_kernel<<<(unsigned)stat_blocks, block>>>(d_in, d_stats, rows, cols);

    size_t n = (size_t)rows * cols;
    size_t blocks = (n + block - 1) / block;
    if (blocks > 4096)
        blocks = 4096;
    normalise_kernel<<<(unsigned)blocks, block>>>(d_in, d_out, d_stats, n, cols);
    cudaFree(d_stats);
}
