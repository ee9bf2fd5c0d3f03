// correct: softmax with exp2f: each element is scaled by log2(e) from cuda::std::numbers::log2e_v<float> (<cuda/std/numbers>, C++17 in libcu++) before exp2f; block max and sum by a shared-memory tree (any multiple of 32, padded to a power of two)
#include <cuda/std/numbers>

constexpr float LOG2E = cuda::std::numbers::log2e_v<float>;

template <bool IS_MAX>
__device__ float block_reduce(float v, float *buf, float identity)
{
    unsigned width = 1;
    while (width < blockDim.x)
        width <<= 1;
    buf[threadIdx.x] = v;
    if (threadIdx.x + blockDim.x < width)
        buf[threadIdx.x + blockDim.x] = identity;
    __syncthreads();
    for (unsigned s = width / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            buf[threadIdx.x] = IS_MAX ? fmaxf(buf[threadIdx.x], buf[threadIdx.x + s])
                                      : buf[threadIdx.x] + buf[threadIdx.x + s];
        __syncthreads();
    }
    const float r = buf[0];
    __syncthreads();
    return r;
}

__global__ void softmax_kernel(const float *in, float *out, int cols)
{
    extern __shared__ float buf[];
    const float *x = in + (size_t)blockIdx.x * cols;
    float *y = out + (size_t)blockIdx.x * cols;
    float m = -INFINITY;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        m = fmaxf(m, x[c]);
    m = block_reduce<true>(m, buf, -INFINITY);
    const float m2 = m * LOG2E;
    float s = 0.0f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        s += exp2f(fmaf(x[c], LOG2E, -m2));
    s = block_reduce<false>(s, buf, 0.0f);
    const float inv = 1.0f / s;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        y[c] = exp2f(fmaf(x[c], LOG2E, -m2)) * inv;
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    if (rows <= 0 || cols <= 0)
        return;
    int width = 1;
    while (width < block)
        width <<= 1;
    softmax_kernel<<<rows, block, width * sizeof(float)>>>(d_in, d_out, cols);
}
