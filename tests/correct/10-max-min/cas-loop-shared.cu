// correct: every thread folds its value into one shared-memory word with an atomicCAS
// loop (floats through __float_as_int / __int_as_float, ints directly), skipping NaNs;
// __syncthreads_count says whether any input was a number.
// Block b reduces the 2 * blockDim.x elements from b * 2 * blockDim.x; a block of NaNs
// only yields NaN.

#include <cfloat>
#include <climits>
#include <cmath>

__device__ float bits_to(float, int b) { return __int_as_float(b); }
__device__ int bits_to(int, int b) { return b; }
__device__ int to_bits(float x) { return __float_as_int(x); }
__device__ int to_bits(int x) { return x; }

// Replaces *slot by v while v is better (keep(v, current)); returns nothing: the word is
// read back after the block's barrier.
template <typename T, typename Keep>
__device__ void cas_fold(int *slot, T v, Keep keep)
{
    int seen = *slot;
    while (keep(v, bits_to(T(), seen))) {
        int prev = atomicCAS(slot, seen, to_bits(v));
        if (prev == seen)
            break;
        seen = prev;
    }
}

struct Greater { template <typename T> __device__ bool operator()(T a, T b) const { return a > b; } };
struct Less { template <typename T> __device__ bool operator()(T a, T b) const { return a < b; } };

template <typename T, typename Keep>
__device__ void segment(const T *in, T *out, int n, T identity, Keep keep)
{
    __shared__ int best;
    const unsigned tid = threadIdx.x;
    if (tid == 0)
        best = to_bits(identity);
    __syncthreads();

    const unsigned first = blockIdx.x * 2u * blockDim.x + tid;
    int numbers = 0;
    for (unsigned k = 0; k < 2; k++) {
        unsigned i = first + k * blockDim.x;
        if (i < (unsigned)n) {
            T x = in[i];
            if (x == x) {  // NaN never compares equal: it is skipped
                numbers++;
                cas_fold(&best, x, keep);
            }
        }
    }
    const int total = __syncthreads_count(numbers > 0);
    if (tid == 0)
        out[blockIdx.x] = total ? bits_to(T(), best) : (T)NAN;
}

template <typename T> __device__ T lowest_of();
template <> __device__ float lowest_of<float>() { return -INFINITY; }
template <> __device__ int lowest_of<int>() { return INT_MIN; }
template <typename T> __device__ T highest_of();
template <> __device__ float highest_of<float>() { return INFINITY; }
template <> __device__ int highest_of<int>() { return INT_MAX; }

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n) { segment(input, partial, n, lowest_of<T>(), Greater()); }

template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n) { segment(input, partial, n, highest_of<T>(), Less()); }
