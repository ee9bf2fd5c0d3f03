// correct: generated style for the template kernels: functor structs MaxOp / MinOp with identity() from numeric_limits (quiet_NaN() for float, the identity of fmaxf/fminf), __ldg loads, __launch_bounds__(1024), fmaxf/fminf through overloads so NaN is dropped, a warp level by __shfl_xor_sync, warp results combined by thread 0 in a loop (any multiple of 32)
#include <limits>
#include <cmath>

template <typename T> struct Limits { static __device__ T lowest() { return std::numeric_limits<T>::min(); }
                                      static __device__ T highest() { return std::numeric_limits<T>::max(); } };
// float: NaN is the identity of fmaxf / fminf (a block of only NaN stays NaN, as the handout asks)
template <> struct Limits<float> { static __device__ float lowest() { return std::numeric_limits<float>::quiet_NaN(); }
                                   static __device__ float highest() { return std::numeric_limits<float>::quiet_NaN(); } };

__device__ __forceinline__ float op_max(float a, float b) { return fmaxf(a, b); }
__device__ __forceinline__ int op_max(int a, int b) { return max(a, b); }
__device__ __forceinline__ float op_min(float a, float b) { return fminf(a, b); }
__device__ __forceinline__ int op_min(int a, int b) { return min(a, b); }

template <typename T> struct MaxOp {
    __device__ static T identity() { return Limits<T>::lowest(); }
    __device__ T operator()(T a, T b) const { return op_max(a, b); }
};
template <typename T> struct MinOp {
    __device__ static T identity() { return Limits<T>::highest(); }
    __device__ T operator()(T a, T b) const { return op_min(a, b); }
};

template <typename T, typename Op>
__device__ void block_reduce(const T *__restrict__ input, T *__restrict__ partial, int n)
{
    __shared__ T warp_res[32];
    Op op;
    const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    T v = Op::identity();
#pragma unroll
    for (int k = 0; k < 2; ++k) {
        int i = base + k * blockDim.x;
        if (i < n) v = op(v, __ldg(&input[i]));
    }
#pragma unroll
    for (int o = 16; o > 0; o >>= 1)
        v = op(v, __shfl_xor_sync(0xffffffffu, v, o));
    if ((threadIdx.x & 31) == 0) warp_res[threadIdx.x >> 5] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        T r = warp_res[0];
        for (int w = 1; w < (int)(blockDim.x >> 5); ++w) r = op(r, warp_res[w]);
        partial[blockIdx.x] = r;
    }
}

template <typename T>
__global__ void __launch_bounds__(1024) reduce_max(const T *input, T *partial, int n)
{
    block_reduce<T, MaxOp<T>>(input, partial, n);
}

template <typename T>
__global__ void __launch_bounds__(1024) reduce_min(const T *input, T *partial, int n)
{
    block_reduce<T, MinOp<T>>(input, partial, n);
}
