// correct: every thread folds its two elements, then one shared int per block takes
// atomicMax/atomicMin of an order-preserving integer key (floats mapped so that integer
// order is float order); NaN skipped by hand, std::numeric_limits for the identities.
// Every thread that saw a number stores 1 into one shared flag, all at once: the stores
// conflict but write the same value, which no order changes (compute-sanitizer's
// racecheck calls it benign; the emulator used to fail it as a race).
#include <climits>
#include <cmath>
#include <limits>

namespace keys {
// Float -> int whose signed order is the float order: negative floats have their
// magnitude bits flipped.
__device__ inline int to_key(float f)
{
    int i = __float_as_int(f);
    return i >= 0 ? i : i ^ 0x7fffffff;
}
__device__ inline float from_key(int k)
{
    return __int_as_float(k >= 0 ? k : k ^ 0x7fffffff);
}
__device__ inline int to_key(int v) { return v; }
__device__ inline int from_key_int(int k) { return k; }
}

template <bool IsMax, typename T>
__device__ void fold(const T *input, T *partial, int n)
{
    __shared__ int best;
    __shared__ int numbers;
    const T ident = IsMax ? std::numeric_limits<T>::lowest() : std::numeric_limits<T>::max();
    using L = std::numeric_limits<T>;
    // Float: -inf / +inf, so an all -inf block keeps its -inf; int: lowest / max.
    const T id2 = L::has_infinity ? (IsMax ? -L::infinity() : L::infinity()) : ident;
    if (threadIdx.x == 0) {
        best = keys::to_key(id2);
        numbers = 0;
    }
    __syncthreads();
    int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    int key = keys::to_key(id2);
    int seen = 0;
    for (int k = 0; k < 2; k++) {
        int i = base + k * blockDim.x;
        if (i < n) {
            T x = input[i];
            if (x == x) {  // NaN never equals itself
                int kx = keys::to_key(x);
                key = IsMax ? (kx > key ? kx : key) : (kx < key ? kx : key);
                seen = 1;
            }
        }
    }
    if (seen) {
        if (IsMax) atomicMax(&best, key); else atomicMin(&best, key);
        numbers = 1;
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        T out;
        if constexpr (std::numeric_limits<T>::is_integer)
            out = keys::from_key_int(best);
        else
            out = numbers ? keys::from_key(best) : NAN;
        partial[blockIdx.x] = out;
    }
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n)
{
    fold<true>(input, partial, n);
}

template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n)
{
    fold<false>(input, partial, n);
}
