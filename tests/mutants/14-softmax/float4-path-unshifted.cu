// expect: gpu=wrong-result emu=wrong-result args=--quick,--blocks=32 -- rows of other widths go one float at a time and subtract the row max; the float4 path taken where the width is a multiple of 4 computes exp(x) unshifted: entries near 100 overflow to inf (inf / inf is NaN) and rows near -1000 underflow to 0 / 0
// mistake: max subtraction only on the scalar path, the float4 path written without it
#include <cmath>
#include <cstddef>

__device__ float block_max(float v, float *slots)
{
    for (int d = 16; d > 0; d >>= 1)
        v = fmaxf(v, __shfl_down_sync(0xffffffffu, v, d));
    if (threadIdx.x % 32 == 0)
        slots[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float m = slots[0];
        for (int w = 1; w < (int)blockDim.x / 32; w++)
            m = fmaxf(m, slots[w]);
        slots[32] = m;
    }
    __syncthreads();
    float r = slots[32];
    __syncthreads();  // slots are reused by the next call
    return r;
}

__device__ float block_sum(float v, float *slots)
{
    for (int d = 16; d > 0; d >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, d);
    if (threadIdx.x % 32 == 0)
        slots[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < (int)blockDim.x / 32; w++)
            s += slots[w];
        slots[32] = s;
    }
    __syncthreads();
    float r = slots[32];
    __syncthreads();
    return r;
}

// Width a multiple of 4: every row starts 16-byte aligned, read it as float4.
__global__ void softmax_vec4(const float *in, float *out, int cols)
{
    __shared__ float slots[33];
    const float4 *x = reinterpret_cast<const float4 *>(in + (size_t)blockIdx.x * cols);
    float4 *y = reinterpret_cast<float4 *>(out + (size_t)blockIdx.x * cols);
    int quads = cols / 4;
    float s = 0.0f;
    for (int q = threadIdx.x; q < quads; q += blockDim.x) {
        float4 v = x[q];
        float4 e = make_float4(expf(v.x), expf(v.y), expf(v.z), expf(v.w));
        y[q] = e;
        s += (e.x + e.y) + (e.z + e.w);
    }
    s = block_sum(s, slots);
    for (int q = threadIdx.x; q < quads; q += blockDim.x) {
        float4 e = y[q];
        y[q] = make_float4(e.x / s, e.y / s, e.z / s, e.w / s);
    }
}

// Other widths: one float at a time.
__global__ void softmax_scalar(const float *in, float *out, int cols)
{
    __shared__ float slots[33];
    const float *x = in + (size_t)blockIdx.x * cols;
    float *y = out + (size_t)blockIdx.x * cols;
    float m = -INFINITY;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        m = fmaxf(m, x[c]);
    m = block_max(m, slots);
    float s = 0.0f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) {
        float e = expf(x[c] - m);
        y[c] = e;
        s += e;
    }
    s = block_sum(s, slots);
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        y[c] /= s;
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    if (cols % 4 == 0)
        softmax_vec4<<<rows, block>>>(d_in, d_out, cols);
    else
        softmax_scalar<<<rows, block>>>(d_in, d_out, cols);
}
