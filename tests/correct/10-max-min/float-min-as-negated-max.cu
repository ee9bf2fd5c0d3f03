// correct: the float min is computed as -max(-x) through the same fmaxf kernel (negation is
// exact for every float, keeps NaN a NaN and swaps the infinities), while the int min keeps
// its own min(): -INT_MIN overflows, so only the float path may negate.
#include <climits>
#include <cmath>

__device__ float warp_fmax(float v)
{
    for (int o = 16; o > 0; o >>= 1)
        v = fmaxf(v, __shfl_down_sync(0xffffffffu, v, o));
    return v;
}

// fmaxf over the block of (sign * x); NaN when the block held no number.
__device__ float block_fmax_signed(const float *input, int n, float sign)
{
    __shared__ float warp_max[32];
    int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    float v = -INFINITY;
    int numbers = 0;
    if (i < n) { float x = input[i]; numbers += !isnan(x); v = fmaxf(v, sign * x); }
    if (i + (int)blockDim.x < n) { float x = input[i + blockDim.x]; numbers += !isnan(x); v = fmaxf(v, sign * x); }
    int any = __syncthreads_or(numbers);
    v = warp_fmax(v);
    if (threadIdx.x % 32 == 0) warp_max[threadIdx.x / 32] = v;
    __syncthreads();
    float r = -INFINITY;
    if (threadIdx.x < 32) {
        r = threadIdx.x < blockDim.x / 32 ? warp_max[threadIdx.x] : -INFINITY;
        r = warp_fmax(r);
    }
    return any ? r : NAN;
}

template <bool IsMax>
__device__ int block_int(const int *input, int n)
{
    __shared__ int warp_res[32];
    int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    int v = IsMax ? INT_MIN : INT_MAX;
    if (i < n) v = IsMax ? max(v, input[i]) : min(v, input[i]);
    if (i + (int)blockDim.x < n) v = IsMax ? max(v, input[i + blockDim.x]) : min(v, input[i + blockDim.x]);
    for (int o = 16; o > 0; o >>= 1) {
        int u = __shfl_down_sync(0xffffffffu, v, o);
        v = IsMax ? max(v, u) : min(v, u);
    }
    if (threadIdx.x % 32 == 0) warp_res[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        v = threadIdx.x < blockDim.x / 32 ? warp_res[threadIdx.x] : (IsMax ? INT_MIN : INT_MAX);
        for (int o = 16; o > 0; o >>= 1) {
            int u = __shfl_down_sync(0xffffffffu, v, o);
            v = IsMax ? max(v, u) : min(v, u);
        }
    }
    return v;
}

template <typename T> __global__ void reduce_max(const T *input, T *partial, int n);
template <typename T> __global__ void reduce_min(const T *input, T *partial, int n);

template <> __global__ void reduce_max<float>(const float *input, float *partial, int n)
{
    float r = block_fmax_signed(input, n, 1.0f);
    if (threadIdx.x == 0) partial[blockIdx.x] = r;
}
template <> __global__ void reduce_min<float>(const float *input, float *partial, int n)
{
    float r = block_fmax_signed(input, n, -1.0f);
    if (threadIdx.x == 0) partial[blockIdx.x] = -r;
}
template <> __global__ void reduce_max<int>(const int *input, int *partial, int n)
{
    int r = block_int<true>(input, n);
    if (threadIdx.x == 0) partial[blockIdx.x] = r;
}
template <> __global__ void reduce_min<int>(const int *input, int *partial, int n)
{
    int r = block_int<false>(input, n);
    if (threadIdx.x == 0) partial[blockIdx.x] = r;
}
