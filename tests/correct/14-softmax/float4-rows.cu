// correct: rows whose width is a multiple of 4 are read and written as float4 (every row
// then starts 16-byte aligned), others one float at a time; the max and sum are warp
// shuffles then one warp over the warps' results; the exponentials stored then scaled.
#include <cmath>

__device__ float warp_max(float v) {
    for (int o = 16; o; o >>= 1) v = fmaxf(v, __shfl_xor_sync(~0u, v, o));
    return v;
}
__device__ float warp_sum(float v) {
    for (int o = 16; o; o >>= 1) v += __shfl_xor_sync(~0u, v, o);
    return v;
}

template <bool IS_MAX>
__device__ float block_all(float v, float *buf)
{
    int lane = threadIdx.x & 31, w = threadIdx.x >> 5, nw = blockDim.x >> 5;
    v = IS_MAX ? warp_max(v) : warp_sum(v);
    __syncthreads();  // the previous call's readers are done with buf
    if (lane == 0) buf[w] = v;
    __syncthreads();
    v = lane < nw ? buf[lane] : (IS_MAX ? -INFINITY : 0.0f);
    return IS_MAX ? warp_max(v) : warp_sum(v);
}

__global__ void softmax_vec(const float *in, float *out, int cols)
{
    __shared__ float buf[32];
    const float *x = in + (size_t)blockIdx.x * cols;
    float *y = out + (size_t)blockIdx.x * cols;
    bool vec = (cols % 4) == 0;
    int n4 = vec ? cols / 4 : 0;
    const float4 *x4 = reinterpret_cast<const float4 *>(x);
    float4 *y4 = reinterpret_cast<float4 *>(y);
    float m = -INFINITY;
    for (int i = threadIdx.x; i < n4; i += blockDim.x) {
        float4 v = x4[i];
        m = fmaxf(m, fmaxf(fmaxf(v.x, v.y), fmaxf(v.z, v.w)));
    }
    for (int c = 4 * n4 + threadIdx.x; c < cols; c += blockDim.x) m = fmaxf(m, x[c]);
    m = block_all<true>(m, buf);
    float s = 0.0f;
    for (int i = threadIdx.x; i < n4; i += blockDim.x) {
        float4 v = x4[i];
        v.x = expf(v.x - m); v.y = expf(v.y - m); v.z = expf(v.z - m); v.w = expf(v.w - m);
        s += (v.x + v.y) + (v.z + v.w);
        y4[i] = v;
    }
    for (int c = 4 * n4 + threadIdx.x; c < cols; c += blockDim.x) {
        float e = expf(x[c] - m);
        y[c] = e;
        s += e;
    }
    s = block_all<false>(s, buf);
    float inv = 1.0f / s;
    for (int i = threadIdx.x; i < n4; i += blockDim.x) {
        float4 v = y4[i];
        v.x *= inv; v.y *= inv; v.z *= inv; v.w *= inv;
        y4[i] = v;
    }
    for (int c = 4 * n4 + threadIdx.x; c < cols; c += blockDim.x) y[c] *= inv;
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    softmax_vec<<<rows, block>>>(d_in, d_out, cols);
}
