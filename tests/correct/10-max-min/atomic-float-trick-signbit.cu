// correct: the integer-atomic trick with its branch chosen by the sign bit: -0.0 (bits 0x80000000) goes with the negatives, where as the smallest unsigned it orders above every negative, and +0.0 with the non-negatives
// the atomics finish before __syncthreads_or, which also gives the any-number flag
#include <climits>
#include <cmath>

// Max of a float in memory through integer atomics: non-negative floats order
// like their int bits, negative floats inversely to their unsigned bits.
__device__ void atomic_max_float(float *addr, float value)
{
    if (!signbit(value))
        atomicMax(reinterpret_cast<int *>(addr), __float_as_int(value));
    else
        atomicMin(reinterpret_cast<unsigned int *>(addr), __float_as_uint(value));
}

__device__ void atomic_min_float(float *addr, float value)
{
    if (!signbit(value))
        atomicMin(reinterpret_cast<int *>(addr), __float_as_int(value));
    else
        atomicMax(reinterpret_cast<unsigned int *>(addr), __float_as_uint(value));
}

__device__ void combine(float *best, float v, bool is_max)
{
    if (isnan(v))
        return;  // NaN is ignored
    if (is_max)
        atomic_max_float(best, v);
    else
        atomic_min_float(best, v);
}

__device__ void combine(int *best, int v, bool is_max)
{
    if (is_max)
        atomicMax(best, v);
    else
        atomicMin(best, v);
}

__device__ bool is_number(float v) { return !isnan(v); }
__device__ bool is_number(int) { return true; }
__device__ float start(float *, bool is_max) { return is_max ? -INFINITY : INFINITY; }
__device__ int start(int *, bool is_max) { return is_max ? INT_MIN : INT_MAX; }
__device__ float nothing(float *) { return NAN; }
__device__ int nothing(int *) { return 0; }

template <typename T>
__device__ void block_extreme(const T *input, T *partial, int n, bool is_max)
{
    __shared__ T best;
    if (threadIdx.x == 0)
        best = start(&best, is_max);
    __syncthreads();

    int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    bool saw = false;
    if (i < n) {
        combine(&best, input[i], is_max);
        saw = is_number(input[i]);
    }
    if (i + (int)blockDim.x < n) {
        combine(&best, input[i + blockDim.x], is_max);
        saw = saw || is_number(input[i + blockDim.x]);
    }
    bool any = __syncthreads_or(saw);  // also: every atomic is done
    if (threadIdx.x == 0)
        partial[blockIdx.x] = any ? best : nothing(&best);
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n)
{
    block_extreme(input, partial, n, true);
}

template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n)
{
    block_extreme(input, partial, n, false);
}
