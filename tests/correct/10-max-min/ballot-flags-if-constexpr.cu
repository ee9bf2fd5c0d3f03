// Exercise 10, a correct variant: one template for max and min picked by a
// bool, NaN handled only for float (if constexpr), and the block's "saw a
// number" built from per-warp ballots OR-ed in shared memory.

#include <climits>
#include <cmath>
#include <type_traits>

constexpr unsigned FULL = 0xffffffffu;

template <bool IS_MAX, typename T>
__device__ T pick(T a, T b)
{
    if constexpr (std::is_same<T, float>::value)
        return IS_MAX ? fmaxf(a, b) : fminf(a, b);  // a NaN operand gives the other one
    else
        return IS_MAX ? (a > b ? a : b) : (a < b ? a : b);
}

template <bool IS_MAX, typename T>
__device__ T identity()
{
    if constexpr (std::is_same<T, float>::value)
        return IS_MAX ? -INFINITY : INFINITY;
    else
        return IS_MAX ? INT_MIN : INT_MAX;
}

template <typename T>
__device__ bool number(T x)
{
    if constexpr (std::is_same<T, float>::value)
        return x == x;  // false only for NaN
    else
        return true;
}

template <bool IS_MAX, typename T>
__device__ void block_extreme(const T *input, T *partial, int n)
{
    __shared__ T best[32];
    __shared__ unsigned seen[32];
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32, warps = blockDim.x / 32;
    const int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;

    T v = identity<IS_MAX, T>();
    bool any = false;
    for (int j = i; j < n && j < i + 2 * (int)blockDim.x; j += blockDim.x) {
        v = pick<IS_MAX>(v, input[j]);
        any = any || number(input[j]);
    }
    for (int off = 16; off > 0; off /= 2)
        v = pick<IS_MAX>(v, __shfl_down_sync(FULL, v, off));
    unsigned ballot = __ballot_sync(FULL, any);
    if (lane == 0) {
        best[warp] = v;
        seen[warp] = ballot;
    }
    __syncthreads();
    if (warp == 0) {
        v = lane < warps ? best[lane] : identity<IS_MAX, T>();
        unsigned mine = lane < warps ? seen[lane] : 0u;
        for (int off = 16; off > 0; off /= 2) {
            v = pick<IS_MAX>(v, __shfl_down_sync(FULL, v, off));
            mine |= __shfl_down_sync(FULL, mine, off);
        }
        if (lane == 0) {
            if constexpr (std::is_same<T, float>::value)
                partial[blockIdx.x] = mine ? v : NAN;
            else
                partial[blockIdx.x] = v;
        }
    }
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n)
{
    block_extreme<true>(input, partial, n);
}

template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n)
{
    block_extreme<false>(input, partial, n);
}
