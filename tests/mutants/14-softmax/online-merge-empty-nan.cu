// expect: gpu=wrong-result emu=wrong-result -- online softmax whose merge of two (max, sum) pairs rescales by exp(m_old - m_new) without a guard for empty pairs: two threads that hold no entry (cols below the block size) both carry max -inf, exp(-inf - -inf) is NaN, and 0 * NaN spreads NaN into the row sum
// mistake: the online merge rescales an empty pair's sum by exp(-inf - (-inf))
#include <cmath>
#include <cstddef>

constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;

// A running max and the sum of exp(x - max) over the entries seen.
struct Running {
    float max;
    float sum;
};

__device__ Running merge(Running a, Running b)
{
    float m = fmaxf(a.max, b.max);
    Running r;
    r.max = m;
    r.sum = a.sum * expf(a.max - m) + b.sum * expf(b.max - m);
    return r;
}

__device__ Running warp_merge(Running v)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2) {
        Running other;
        other.max = __shfl_xor_sync(FULL_MASK, v.max, offset);
        other.sum = __shfl_xor_sync(FULL_MASK, v.sum, offset);
        v = merge(v, other);
    }
    return v;
}

__global__ void softmax_online_kernel(const float *in, float *out, int cols)
{
    __shared__ Running warp_parts[WARP_SIZE];
    __shared__ Running row;
    const float *x = in + (size_t)blockIdx.x * cols;
    float *y = out + (size_t)blockIdx.x * cols;
    int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;

    Running mine = {-INFINITY, 0.0f};
    for (int c = threadIdx.x; c < cols; c += blockDim.x) {
        float v = x[c];
        if (v > mine.max) {
            mine.sum = mine.sum * expf(mine.max - v) + 1.0f;
            mine.max = v;
        } else {
            mine.sum += expf(v - mine.max);
        }
    }
    mine = warp_merge(mine);
    if (lane == 0)
        warp_parts[warp] = mine;
    __syncthreads();
    if (warp == 0) {
        Running p = lane < (int)(blockDim.x / WARP_SIZE) ? warp_parts[lane] : Running{-INFINITY, 0.0f};
        p = warp_merge(p);
        if (lane == 0)
            row = p;
    }
    __syncthreads();
    float m = row.max, inv = 1.0f / row.sum;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        y[c] = expf(x[c] - m) * inv;
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    softmax_online_kernel<<<rows, block>>>(d_in, d_out, cols);
}
