// correct: two rows per block, one per half of the block (halves of whole warps; a block of an
// odd number of warps takes one row); a half past the last row still reaches every barrier
#include <cmath>
#include <cstddef>

constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;

__device__ float warp_max(float v)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        v = fmaxf(v, __shfl_xor_sync(FULL_MASK, v, offset));
    return v;
}

__device__ float warp_sum(float v)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        v += __shfl_xor_sync(FULL_MASK, v, offset);
    return v;
}

// The reduction of v over the calling thread's group of `group_warps` warps, known to every
// thread of the group. scratch holds one slot per warp of the block.
__device__ float group_reduce(float v, bool is_max, float *scratch, int group_warps)
{
    int warp = threadIdx.x / WARP_SIZE, lane = threadIdx.x % WARP_SIZE;
    int first = warp / group_warps * group_warps;
    v = is_max ? warp_max(v) : warp_sum(v);
    if (lane == 0)
        scratch[warp] = v;
    __syncthreads();
    float r = scratch[first];
    for (int w = first + 1; w < first + group_warps; w++)
        r = is_max ? fmaxf(r, scratch[w]) : r + scratch[w];
    __syncthreads();  // every thread has read scratch before the next call writes it
    return r;
}

__global__ void softmax_half_rows(const float *in, float *out, int rows, int cols, int per_block)
{
    __shared__ float scratch[WARP_SIZE];
    int warps = blockDim.x / WARP_SIZE;
    int group_warps = warps / per_block;
    int group_threads = group_warps * WARP_SIZE;
    int half = threadIdx.x / group_threads;
    int t = threadIdx.x % group_threads;
    size_t r = (size_t)blockIdx.x * per_block + half;
    bool live = r < (size_t)rows;
    const float *x = in + (live ? r : 0) * cols;
    float *y = out + (live ? r : 0) * cols;
    int mine = live ? cols : 0;  // a half past the last row works on nothing

    float m = -INFINITY;
    for (int c = t; c < mine; c += group_threads)
        m = fmaxf(m, x[c]);
    m = group_reduce(m, true, scratch, group_warps);

    float s = 0.0f;
    for (int c = t; c < mine; c += group_threads)
        s += expf(x[c] - m);
    s = group_reduce(s, false, scratch, group_warps);

    for (int c = t; c < mine; c += group_threads)
        y[c] = expf(x[c] - m) / s;
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    int per_block = (block / WARP_SIZE) % 2 == 0 ? 2 : 1;  // halves of whole warps
    int blocks = (rows + per_block - 1) / per_block;
    softmax_half_rows<<<blocks, block>>>(d_in, d_out, rows, cols, per_block);
}
