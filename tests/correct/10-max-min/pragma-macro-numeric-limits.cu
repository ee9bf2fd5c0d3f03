// Exercise 10, a correct variant: the host standard library's std::numeric_limits and
// std::is_same in device code (constexpr, so nvcc takes them), an unroll pragma
// inside a macro through _Pragma, the block's tree as a __device__ function
// template over a comparison functor, and the NaN rule kept with a count of numbers.

#include <limits>
#include <type_traits>

#define UNROLLED _Pragma("unroll")
#define WARP_STEPS(body) UNROLLED for (int off = 16; off > 0; off >>= 1) { body; }

struct Greater { template <typename T> __device__ bool operator()(T a, T b) const { return a > b; } };
struct Less { template <typename T> __device__ bool operator()(T a, T b) const { return a < b; } };

template <typename T, typename Cmp>
__device__ constexpr T worst() noexcept
{
    if constexpr (std::is_same<T, float>::value)
        return std::is_same<Cmp, Greater>::value ? -std::numeric_limits<float>::infinity()
                                                 : std::numeric_limits<float>::infinity();
    else
        return std::is_same<Cmp, Greater>::value ? std::numeric_limits<T>::min() : std::numeric_limits<T>::max();
}

template <typename T, typename Cmp>
__device__ void block_pick(const T *in, T *out, int n)
{
    __shared__ T best_of_warp[32];
    __shared__ int count_of_warp[32];
    const Cmp better{};
    const int first = blockIdx.x * blockDim.x * 2;
    T best = worst<T, Cmp>();
    int numbers = 0;
    for (int k = 0; k < 2; ++k) {
        const int i = first + k * (int)blockDim.x + (int)threadIdx.x;
        if (i < n && in[i] == in[i]) {  // x == x is false only for NaN
            ++numbers;
            if (better(in[i], best))
                best = in[i];
        }
    }
    WARP_STEPS({
        T other = __shfl_down_sync(0xffffffffu, best, off);
        numbers += __shfl_down_sync(0xffffffffu, numbers, off);
        if (better(other, best)) best = other;
    })
    if (threadIdx.x % 32 == 0) {
        best_of_warp[threadIdx.x / 32] = best;
        count_of_warp[threadIdx.x / 32] = numbers;
    }
    __syncthreads();
    if (threadIdx.x >= 32)
        return;
    const bool live = threadIdx.x < blockDim.x / 32;
    best = live ? best_of_warp[threadIdx.x] : worst<T, Cmp>();
    numbers = live ? count_of_warp[threadIdx.x] : 0;
    WARP_STEPS({
        T other = __shfl_down_sync(0xffffffffu, best, off);
        numbers += __shfl_down_sync(0xffffffffu, numbers, off);
        if (better(other, best)) best = other;
    })
    if (threadIdx.x == 0) {
        if constexpr (std::numeric_limits<T>::has_quiet_NaN)
            if (numbers == 0 && first < n)
                best = std::numeric_limits<T>::quiet_NaN();  // every element NaN
        out[blockIdx.x] = best;
    }
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n) { block_pick<T, Greater>(input, partial, n); }
template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n) { block_pick<T, Less>(input, partial, n); }

template __global__ void reduce_max<float>(const float *, float *, int);
template __global__ void reduce_min<float>(const float *, float *, int);
template __global__ void reduce_max<int>(const int *, int *, int);
template __global__ void reduce_min<int>(const int *, int *, int);
