// correct: the row is read from global memory once into dynamic shared memory when it fits
// (cols * 4 bytes up to 48 KiB, sized at the launch), else read from global memory each
// pass; max and sum by a shared-memory halving tree over a power-of-two scratch array.
#include <cmath>

#define MAX_SCRATCH 1024
#define SMEM_LIMIT (48 * 1024)

__device__ float tree_reduce(float *scratch, float v, bool is_max)
{
    unsigned P = 1;
    while (P < blockDim.x) P <<= 1;
    float ident = is_max ? -INFINITY : 0.0f;
    scratch[threadIdx.x] = v;
    if (threadIdx.x + blockDim.x < P) scratch[threadIdx.x + blockDim.x] = ident;
    __syncthreads();
    for (unsigned s = P / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) {
            float a = scratch[threadIdx.x], b = scratch[threadIdx.x + s];
            scratch[threadIdx.x] = is_max ? fmaxf(a, b) : a + b;
        }
        __syncthreads();
    }
    float r = scratch[0];
    __syncthreads();  // everyone has read scratch[0] before the next call writes it
    return r;
}

__global__ void softmax_cached(const float *in, float *out, int cols, bool cached)
{
    extern __shared__ float row[];
    __shared__ float scratch[MAX_SCRATCH];
    const float *x = in + (size_t)blockIdx.x * cols;
    float *y = out + (size_t)blockIdx.x * cols;
    const float *src = x;
    if (cached) {
        for (int c = threadIdx.x; c < cols; c += blockDim.x) row[c] = x[c];
        __syncthreads();
        src = row;
    }
    float m = -INFINITY;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) m = fmaxf(m, src[c]);
    m = tree_reduce(scratch, m, true);
    float s = 0.0f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) s += expf(src[c] - m);
    s = tree_reduce(scratch, s, false);
    float inv = 1.0f / s;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) y[c] = expf(src[c] - m) * inv;
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    size_t bytes = (size_t)cols * sizeof(float);
    bool cached = bytes <= SMEM_LIMIT - MAX_SCRATCH * sizeof(float);
    softmax_cached<<<rows, block, cached ? bytes : 0>>>(d_in, d_out, cols, cached);
}
