// correct: the operation is a `[] __device__` lambda handed to one block-reduce template as a parameter; the int kernels finish each warp with __reduce_max_sync / __reduce_min_sync, the float ones with a width-32 __shfl_xor_sync butterfly; the identities come from CUDART_INF_F and cuda::std::numeric_limits; a block counts its numbers with __syncthreads_count
// 10-max-min: the max and the min of each block's 2 * blockDim.x elements, float and int.

#include <math_constants.h>
#include <cuda/std/limits>

template <typename T> struct Identity;
template <> struct Identity<float> {
    __device__ static float low() { return -CUDART_INF_F; }
    __device__ static float high() { return CUDART_INF_F; }
};
template <> struct Identity<int> {
    __device__ static int low() { return cuda::std::numeric_limits<int>::min(); }
    __device__ static int high() { return cuda::std::numeric_limits<int>::max(); }
};

template <typename Op>
__device__ float warp_combine(float v, Op op, bool)
{
#pragma unroll
    for (int lane_mask = 16; lane_mask >= 1; lane_mask >>= 1)
        v = op(v, __shfl_xor_sync(0xffffffffu, v, lane_mask, 32));
    return v;
}

template <typename Op>
__device__ int warp_combine(int v, Op, bool is_max)
{
    return is_max ? __reduce_max_sync(0xffffffffu, v) : __reduce_min_sync(0xffffffffu, v);
}

template <typename T, typename Op>
__device__ void block_segment(const T *input, T *partial, int n, T identity, Op op, bool is_max)
{
    __shared__ T per_warp[32];
    const unsigned lane = threadIdx.x & 31u, warp = threadIdx.x >> 5;
    const int first = blockIdx.x * 2 * blockDim.x + threadIdx.x;

    T v = identity;
    int numbers = 0;
    for (int k = 0; k < 2; ++k) {
        const int i = first + k * (int)blockDim.x;
        if (i < n) {
            const T x = input[i];
            numbers += (x == x);  // false only for a float NaN
            if (x == x)
                v = op(v, x);
        }
    }
    const int block_numbers = __syncthreads_count(numbers > 0);

    v = warp_combine(v, op, is_max);
    if (lane == 0)
        per_warp[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = lane < blockDim.x / 32 ? per_warp[lane] : identity;
        v = warp_combine(v, op, is_max);
        if (lane == 0) {
            T nan_or_result = v;
            if (block_numbers == 0)
                nan_or_result = T(cuda::std::numeric_limits<T>::quiet_NaN());
            partial[blockIdx.x] = nan_or_result;
        }
    }
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n)
{
    block_segment(input, partial, n, Identity<T>::low(),
                  [] __device__(T a, T b) { return a < b ? b : a; }, true);
}

template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n)
{
    block_segment(input, partial, n, Identity<T>::high(),
                  [] __device__(T a, T b) { return b < a ? b : a; }, false);
}
