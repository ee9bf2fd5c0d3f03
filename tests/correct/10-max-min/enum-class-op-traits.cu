// Exercise 10, a correct variant: one kernel template over an enum class Op, a traits
// struct that gives each (Op, T) its identity with if constexpr and cuda::std's
// numeric_limits, NaN-skipping comparisons in an overloaded combine(), and the two
// public kernels as thin wrappers.

#include <cuda/std/limits>
#include <cuda/std/type_traits>

enum class Op { Max, Min };

template <Op O, typename T>
struct Traits {
    static __device__ __forceinline__ T identity()
    {
        if constexpr (cuda::std::is_floating_point<T>::value)
            return O == Op::Max ? -cuda::std::numeric_limits<T>::infinity()
                                : cuda::std::numeric_limits<T>::infinity();
        else
            return O == Op::Max ? cuda::std::numeric_limits<T>::lowest()
                                : cuda::std::numeric_limits<T>::max();
    }
};

template <Op O>
__device__ __forceinline__ int combine(int a, int b) { return O == Op::Max ? (a > b ? a : b) : (a < b ? a : b); }

template <Op O>
__device__ __forceinline__ float combine(float a, float b)
{
    if (b != b) return a;  // NaN never wins
    if (a != a) return b;
    return O == Op::Max ? fmaxf(a, b) : fminf(a, b);
}

template <Op O, typename T>
__device__ void reduce_block(const T *in, T *out, int n)
{
    __shared__ T lanes[32];
    __shared__ int numbers[32];  // how many non-NaN values each warp saw
    const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    T v = Traits<O, T>::identity();
    int seen = 0;
    for (int k = 0; k < 2; ++k) {
        int i = base + k * (int)blockDim.x;
        if (i < n) {
            T x = in[i];
            seen += (x == x);
            v = combine<O>(v, x);
        }
    }
    for (int off = 16; off; off >>= 1) {
        v = combine<O>(v, __shfl_down_sync(~0u, v, off));
        seen += __shfl_down_sync(~0u, seen, off);
    }
    if ((threadIdx.x & 31) == 0) {
        lanes[threadIdx.x >> 5] = v;
        numbers[threadIdx.x >> 5] = seen;
    }
    __syncthreads();
    if (threadIdx.x < 32) {
        const bool mine = threadIdx.x < (blockDim.x >> 5);
        v = mine ? lanes[threadIdx.x] : Traits<O, T>::identity();
        seen = mine ? numbers[threadIdx.x] : 0;
        for (int off = 16; off; off >>= 1) {
            v = combine<O>(v, __shfl_down_sync(~0u, v, off));
            seen += __shfl_down_sync(~0u, seen, off);
        }
        if (threadIdx.x == 0) {
            if constexpr (cuda::std::is_floating_point<T>::value) {
                if (seen == 0 && base < n)  // thread 0's base: the block's first element
                    v = cuda::std::numeric_limits<T>::quiet_NaN();  // every input NaN
            }
            out[blockIdx.x] = v;
        }
    }
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n) { reduce_block<Op::Max>(input, partial, n); }

template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n) { reduce_block<Op::Min>(input, partial, n); }

template __global__ void reduce_max<float>(const float *, float *, int);
template __global__ void reduce_min<float>(const float *, float *, int);
template __global__ void reduce_max<int>(const int *, int *, int);
template __global__ void reduce_min<int>(const int *, int *, int);
