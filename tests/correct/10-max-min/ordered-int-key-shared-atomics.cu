// correct: the blog's order-preserving float-to-int map (flip all bits of a negative, the sign bit of a positive) so that one int atomicMax/atomicMin on shared memory orders floats; NaN inputs skipped, an all-NaN block reports NaN; int done with plain atomicMax/atomicMin on a shared int
#include <climits>
#include <cmath>

__device__ __forceinline__ int f2ord(float f)
{
    int i = __float_as_int(f);
    return i >= 0 ? i : i ^ 0x7fffffff;
}
__device__ __forceinline__ float ord2f(int i)
{
    return __int_as_float(i >= 0 ? i : i ^ 0x7fffffff);
}

template <bool IsMax>
__device__ void block_float(const float *input, float *partial, int n)
{
    __shared__ int best;
    __shared__ int seen;
    if (threadIdx.x == 0) { best = IsMax ? INT_MIN : INT_MAX; seen = 0; }
    __syncthreads();
    int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    for (int k = 0; k < 2; k++, i += blockDim.x) {
        if (i < n) {
            float x = input[i];
            if (!isnan(x)) {
                if (IsMax) atomicMax(&best, f2ord(x)); else atomicMin(&best, f2ord(x));
                atomicOr(&seen, 1);
            }
        }
    }
    __syncthreads();
    if (threadIdx.x == 0) partial[blockIdx.x] = seen ? ord2f(best) : NAN;
}

template <bool IsMax>
__device__ void block_int(const int *input, int *partial, int n)
{
    __shared__ int best;
    if (threadIdx.x == 0) best = IsMax ? INT_MIN : INT_MAX;
    __syncthreads();
    int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    int mine = IsMax ? INT_MIN : INT_MAX;
    if (i < n) mine = input[i];
    if (i + (int)blockDim.x < n) mine = IsMax ? max(mine, input[i + blockDim.x]) : min(mine, input[i + blockDim.x]);
    if (IsMax) atomicMax(&best, mine); else atomicMin(&best, mine);
    __syncthreads();
    if (threadIdx.x == 0) partial[blockIdx.x] = best;
}

template <typename T> __global__ void reduce_max(const T *input, T *partial, int n);
template <typename T> __global__ void reduce_min(const T *input, T *partial, int n);

template <> __global__ void reduce_max<float>(const float *input, float *partial, int n) { block_float<true>(input, partial, n); }
template <> __global__ void reduce_min<float>(const float *input, float *partial, int n) { block_float<false>(input, partial, n); }
template <> __global__ void reduce_max<int>(const int *input, int *partial, int n) { block_int<true>(input, partial, n); }
template <> __global__ void reduce_min<int>(const int *input, int *partial, int n) { block_int<false>(input, partial, n); }
