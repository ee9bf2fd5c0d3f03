// Exercise 14, a correct variant: a shape dispatch. Rows of at most 32
// entries go to one warp each (blockDim.x / 32 rows per block, shuffles
// only, no shared memory); wider rows to one block each.

#include <cmath>
#include <cstddef>

constexpr unsigned FULL = 0xffffffffu;

__device__ float warp_max(float v)
{
    for (int o = 16; o > 0; o /= 2)
        v = fmaxf(v, __shfl_xor_sync(FULL, v, o));
    return v;  // every lane holds it
}

__device__ float warp_add(float v)
{
    for (int o = 16; o > 0; o /= 2)
        v += __shfl_xor_sync(FULL, v, o);
    return v;
}

__global__ void narrow_rows(const float *in, float *out, int rows, int cols)
{
    const int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
    const int lane = threadIdx.x % 32;
    if (row >= rows)
        return;  // whole warps leave together: the shuffles below keep all 32 lanes
    const float *x = in + (size_t)row * cols;
    float *y = out + (size_t)row * cols;
    const float v = lane < cols ? x[lane] : -INFINITY;
    const float m = warp_max(v);
    const float e = lane < cols ? expf(v - m) : 0.0f;
    const float s = warp_add(e);
    if (lane < cols)
        y[lane] = e / s;
}

__device__ float block_all(float v, bool is_max)
{
    __shared__ float slots[32];
    __shared__ float result;
    v = is_max ? warp_max(v) : warp_add(v);
    if (threadIdx.x % 32 == 0)
        slots[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        const float id = is_max ? -INFINITY : 0.0f;
        v = threadIdx.x < blockDim.x / 32 ? slots[threadIdx.x] : id;
        v = is_max ? warp_max(v) : warp_add(v);
        if (threadIdx.x == 0)
            result = v;
    }
    __syncthreads();
    v = result;
    __syncthreads();  // slots and result are free for the next call
    return v;
}

__global__ void wide_rows(const float *in, float *out, int cols)
{
    const float *x = in + (size_t)blockIdx.x * cols;
    float *y = out + (size_t)blockIdx.x * cols;
    float m = -INFINITY;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        m = fmaxf(m, x[c]);
    m = block_all(m, true);
    float s = 0.0f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        s += expf(x[c] - m);
    s = block_all(s, false);
    const float inv = 1.0f / s;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        y[c] = expf(x[c] - m) * inv;
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    if (cols <= 32) {
        const int per_block = block / 32;
        narrow_rows<<<(rows + per_block - 1) / per_block, block>>>(d_in, d_out, rows, cols);
    } else {
        wide_rows<<<rows, block>>>(d_in, d_out, cols);
    }
}
