// correct: int max/min through one shared-memory atomicMax/atomicMin per thread; float
// through a shared-memory tree that folds the upper half (rounded down) onto the lower, so
// any block size works. Its two tests of tid clang once merged, copying the barriers
// between them into two paths (a false barrier-divergence on the emulator).
// Max and min without shuffles.  int: every thread folds its two elements, then one
// shared-memory atomicMax/atomicMin per thread into the block's answer.  float: a tree
// in shared memory that folds the upper half (rounded down) onto the lower one, which
// works for any block size, not only powers of two.  NaN inputs are skipped by
// fmaxf/fminf; a block with nothing but NaN reports NaN.

#include <climits>
#include <cmath>
#include <type_traits>

template <bool IS_MAX>
__device__ int pick(int a, int b) { return IS_MAX ? max(a, b) : min(a, b); }

template <bool IS_MAX>
__device__ float pick(float a, float b) { return IS_MAX ? fmaxf(a, b) : fminf(a, b); }

template <bool IS_MAX, typename T>
__device__ T identity()
{
    if constexpr (std::is_same<T, int>::value)
        return IS_MAX ? INT_MIN : INT_MAX;
    else
        return IS_MAX ? -INFINITY : INFINITY;
}

template <bool IS_MAX, typename T>
__device__ void segment(const T *input, T *partial, int n)
{
    const unsigned tid = threadIdx.x;
    const int first = blockIdx.x * 2 * blockDim.x + tid;

    T mine = identity<IS_MAX, T>();
    bool number = false;
    for (int k = 0; k < 2; k++) {
        int i = first + k * (int)blockDim.x;
        if (i < n) {
            T x = input[i];
            mine = pick<IS_MAX>(mine, x);
            number = number || x == x;  // false only for NaN
        }
    }

    if constexpr (std::is_same<T, int>::value) {
        __shared__ int best;
        if (tid == 0)
            best = identity<IS_MAX, int>();
        __syncthreads();
        if (IS_MAX)
            atomicMax(&best, mine);
        else
            atomicMin(&best, mine);
        __syncthreads();
        if (tid == 0)
            partial[blockIdx.x] = best;
    } else {
        extern __shared__ float vals[];
        int numbers = __syncthreads_count(number);
        vals[tid] = mine;
        __syncthreads();
        for (unsigned live = blockDim.x; live > 1;) {
            unsigned keep = (live + 1) / 2;  // the lower part, the larger one when odd
            if (tid < live - keep)
                vals[tid] = pick<IS_MAX>(vals[tid], vals[tid + keep]);
            __syncthreads();
            live = keep;
        }
        if (tid == 0)
            partial[blockIdx.x] = numbers > 0 ? vals[0] : NAN;
    }
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n)
{
    segment<true>(input, partial, n);
}

template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n)
{
    segment<false>(input, partial, n);
}
