// correct: the int max offers each of a thread's elements to a shared maximum, reading it first
// as a guess (an element not above it needs no atomic) after the thread's own earlier atomicMax:
// a read beside other threads' atomicMax that the atomics, not the read, decide; then a barrier.
// 10-max-min: the block reduction with max and min instead of +, for float and int.
// What changes is the identity (the value that changes nothing: -inf for max, +inf for
// min; INT_MIN / INT_MAX for int) and what to do with NaN.
//
// Block b reduces the 2 * blockDim.x elements starting at b * 2 * blockDim.x into
// partial[b]. Block sizes: multiples of 32 up to 1024.
// NaN rule: a NaN input is ignored, as fmaxf/fminf ignore it; a block whose inputs are all
// NaN yields NaN.

#include <climits>
#include <cmath>
#include <type_traits>

constexpr int ITEMS_PER_THREAD = 2;
constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;

// Per-type facts: the smallest and largest value (the identities of max and min), whether a
// value is a number, and what an all-NaN block reports.
template <typename T> struct Limits;

template <> struct Limits<float> {
    __device__ static float lowest() { return -INFINITY; }
    __device__ static float highest() { return INFINITY; }
    __device__ static bool is_number(float x) { return !isnan(x); }
    __device__ static float no_number() { return NAN; }
};

template <> struct Limits<int> {
    __device__ static int lowest() { return INT_MIN; }
    __device__ static int highest() { return INT_MAX; }
    __device__ static bool is_number(int) { return true; }
    __device__ static int no_number() { return 0; }  // never used: every int is a number
};

// The two operations: identity and combine. fmaxf/fminf return the other operand when one
// is NaN, which is how NaN inputs get ignored.
struct MaxOp {
    template <typename T> __device__ static T identity() { return Limits<T>::lowest(); }
    __device__ static float combine(float a, float b) { return fmaxf(a, b); }
    __device__ static int combine(int a, int b) { return max(a, b); }
};

struct MinOp {
    template <typename T> __device__ static T identity() { return Limits<T>::highest(); }
    __device__ static float combine(float a, float b) { return fminf(a, b); }
    __device__ static int combine(int a, int b) { return min(a, b); }
};

// Op over the 32 lanes of the calling warp, in lane 0.
template <typename Op, typename T>
__device__ T warp_reduce(T value)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        value = Op::combine(value, __shfl_down_sync(FULL_MASK, value, offset));
    return value;
}

// Op over the block, valid in thread 0.
template <typename Op, typename T>
__device__ T block_reduce(T value)
{
    __shared__ T warp_results[WARP_SIZE];
    int lane = threadIdx.x % WARP_SIZE;
    int warp = threadIdx.x / WARP_SIZE;
    int warp_count = blockDim.x / WARP_SIZE;

    value = warp_reduce<Op>(value);
    if (lane == 0)
        warp_results[warp] = value;
    __syncthreads();  // per-warp results are written before warp 0 reads them

    value = Op::template identity<T>();
    if (warp == 0) {
        value = lane < warp_count ? warp_results[lane] : Op::template identity<T>();
        value = warp_reduce<Op>(value);
    }
    return value;
}

// One block's segment: each thread combines its two elements, the block combines the
// threads, thread 0 writes the result.
template <typename Op, typename T>
__device__ void reduce_segment(const T *input, T *partial, int n)
{
    int tid = threadIdx.x;
    int i = blockIdx.x * (blockDim.x * ITEMS_PER_THREAD) + tid;

    // Start from the identity, so a thread whose elements lie past n changes nothing. Zero
    // would be wrong: the max of negative numbers is below zero.
    T value = Op::template identity<T>();
    bool saw_number = false;
    if (i < n) {
        value = Op::combine(value, input[i]);
        saw_number = Limits<T>::is_number(input[i]);
    }
    if (i + blockDim.x < n) {
        value = Op::combine(value, input[i + blockDim.x]);
        saw_number = saw_number || Limits<T>::is_number(input[i + blockDim.x]);
    }

    // An all-NaN block leaves the identity in value (fmaxf skipped every NaN), yet it must
    // report NaN. The block counts its numbers; a barrier all threads reach, outside any
    // branch.
        bool block_saw_number = __syncthreads_or(saw_number);

    value = block_reduce<Op>(value);
    if (tid == 0)
        partial[blockIdx.x] = block_saw_number ? value : Limits<T>::no_number();
}

// int: each thread offers each of its elements to a shared maximum, checking first
// whether it could raise it (a guess that only saves atomics; the atomic decides).
__device__ void reduce_max_int(const int *input, int *partial, int n)
{
    __shared__ int best;
    if (threadIdx.x == 0)
        best = INT_MIN;
    __syncthreads();
    int base = blockIdx.x * (blockDim.x * ITEMS_PER_THREAD) + threadIdx.x;
    for (int k = 0; k < ITEMS_PER_THREAD; k++) {
        int i = base + k * blockDim.x;
        if (i < n && input[i] > best)
            atomicMax(&best, input[i]);
    }
    __syncthreads();
    if (threadIdx.x == 0)
        partial[blockIdx.x] = best;
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n)
{
    if constexpr (std::is_same<T, int>::value)
        reduce_max_int(input, partial, n);
    else
        reduce_segment<MaxOp>(input, partial, n);
}

template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n)
{
    reduce_segment<MinOp>(input, partial, n);
}
