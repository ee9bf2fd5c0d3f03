// correct: generated softmax: a block per row (grid-stride over rows, capped at 65535), the row max and row sum each by a warp __shfl_xor_sync butterfly plus a warp-sums array, expf(x - max) with __ldg, a `static bool initialised` setting cudaFuncAttributeMaxDynamicSharedMemorySize once, a CUDA_CHECK macro, cudaGetLastError + cudaDeviceSynchronize after the launch
#include <cstdio>
#include <cfloat>
#include <cmath>

#define CUDA_CHECK(x) do { cudaError_t e__ = (x); if (e__ != cudaSuccess) { \
    fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e__)); return; } } while (0)

__device__ __forceinline__ float warp_max(float v)
{
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
    return v;
}

__device__ __forceinline__ float warp_add(float v)
{
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}

template <bool IS_MAX>
__device__ float block_all(float v, float *scratch)
{
    const int lane = threadIdx.x & 31, wid = threadIdx.x >> 5, nw = blockDim.x >> 5;
    v = IS_MAX ? warp_max(v) : warp_add(v);
    if (lane == 0) scratch[wid] = v;
    __syncthreads();
    float r = lane < nw ? scratch[lane] : (IS_MAX ? -INFINITY : 0.0f);
    r = IS_MAX ? warp_max(r) : warp_add(r);  // every warp does it: every thread gets the result
    __syncthreads();
    return r;
}

__global__ void softmax_kernel(const float *__restrict__ in, float *__restrict__ out, int rows, int cols)
{
    extern __shared__ __align__(16) float scratch[];
    for (int r = blockIdx.x; r < rows; r += gridDim.x) {
        const float *x = in + (size_t)r * cols;
        float *y = out + (size_t)r * cols;
        float m = -INFINITY;
        for (int c = threadIdx.x; c < cols; c += blockDim.x) m = fmaxf(m, __ldg(x + c));
        m = block_all<true>(m, scratch);
        float s = 0.0f;
        for (int c = threadIdx.x; c < cols; c += blockDim.x) s += expf(__ldg(x + c) - m);
        s = block_all<false>(s, scratch);
        const float inv = 1.0f / s;
        for (int c = threadIdx.x; c < cols; c += blockDim.x) y[c] = expf(__ldg(x + c) - m) * inv;
    }
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    static bool initialised = false;
    if (!initialised) {
        CUDA_CHECK(cudaFuncSetAttribute(softmax_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, 32 * (int)sizeof(float)));
        initialised = true;
    }
    int grid = rows < 65535 ? rows : 65535;
    softmax_kernel<<<grid, block, 32 * sizeof(float)>>>(d_in, d_out, rows, cols);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
}
