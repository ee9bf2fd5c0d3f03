// correct: the integer-atomic trick for float max and min with the bits taken by libcu++'s cuda::std::bit_cast
// (<cuda/std/bit>, C++17 on both builds) and the sign read with cuda::std::countl_zero of them: -0.0 goes with the
// negatives, +0.0 with the non-negatives; the atomics finish before __syncthreads_or, which gives the any-number flag
#include <climits>
#include <cuda/std/bit>
#include <cmath>

// Max of a float in memory through integer atomics: non-negative floats order
// like their int bits, negative floats inversely to their unsigned bits.
__device__ void atomic_max_float(float *addr, float value)
{
    const unsigned bits = cuda::std::bit_cast<unsigned>(value);
    if (cuda::std::countl_zero(bits) > 0)  // the sign bit clear
        atomicMax(reinterpret_cast<int *>(addr), cuda::std::bit_cast<int>(value));
    else
        atomicMin(reinterpret_cast<unsigned int *>(addr), bits);
}

__device__ void atomic_min_float(float *addr, float value)
{
    const unsigned bits = cuda::std::bit_cast<unsigned>(value);
    if (cuda::std::countl_zero(bits) > 0)
        atomicMin(reinterpret_cast<int *>(addr), cuda::std::bit_cast<int>(value));
    else
        atomicMax(reinterpret_cast<unsigned int *>(addr), bits);
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
