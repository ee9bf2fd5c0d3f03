// Exercise 10, a correct variant in a style many courses teach: <iostream> and
// `using namespace std;` at the top, CUDA's global min() and max() called unqualified
// in device code (overload resolution picks CUDA's non-template int and float
// versions over std's templates), fmaxf/fminf for float's NaN rule, and cout on the
// host path that never runs.

#include <iostream>
#include <climits>
#include <cmath>
using namespace std;

template <typename T> struct Id;
template <> struct Id<float> { __device__ static float lo() { return -INFINITY; } __device__ static float hi() { return INFINITY; } };
template <> struct Id<int> { __device__ static int lo() { return INT_MIN; } __device__ static int hi() { return INT_MAX; } };

__device__ float pick_max(float a, float b) { return fmaxf(a, b); }
__device__ float pick_min(float a, float b) { return fminf(a, b); }
__device__ int pick_max(int a, int b) { return max(a, b); }
__device__ int pick_min(int a, int b) { return min(a, b); }

template <bool MAX, typename T>
__device__ T pick(T a, T b) { return MAX ? pick_max(a, b) : pick_min(a, b); }

template <bool MAX, typename T>
__device__ void block_extreme(const T *in, T *out, int n)
{
    __shared__ T w[32];
    __shared__ int nums[32];
    const T id = MAX ? Id<T>::lo() : Id<T>::hi();
    const int first = blockIdx.x * blockDim.x * 2;
    T v = id;
    int numbers = 0;
    for (int k = 0; k < 2; ++k) {
        int i = first + k * (int)blockDim.x + (int)threadIdx.x;
        if (i < n) {
            v = pick<MAX>(v, in[i]);
            numbers += in[i] == in[i];
        }
    }
    for (int o = 16; o; o >>= 1) {
        v = pick<MAX>(v, __shfl_down_sync(~0u, v, o));
        numbers += __shfl_down_sync(~0u, numbers, o);
    }
    if (threadIdx.x % 32 == 0) {
        w[threadIdx.x / 32] = v;
        nums[threadIdx.x / 32] = numbers;
    }
    __syncthreads();
    if (threadIdx.x < 32) {
        bool live = threadIdx.x < blockDim.x / 32;
        v = live ? w[threadIdx.x] : id;
        numbers = live ? nums[threadIdx.x] : 0;
        for (int o = 16; o; o >>= 1) {
            v = pick<MAX>(v, __shfl_down_sync(~0u, v, o));
            numbers += __shfl_down_sync(~0u, numbers, o);
        }
        if (threadIdx.x == 0)
            out[blockIdx.x] = (numbers == 0 && first < n) ? (T)NAN : v;
    }
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n) { block_extreme<true>(input, partial, n); }
template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n) { block_extreme<false>(input, partial, n); }

template __global__ void reduce_max<float>(const float *, float *, int);
template __global__ void reduce_min<float>(const float *, float *, int);
template __global__ void reduce_max<int>(const int *, int *, int);
template __global__ void reduce_min<int>(const int *, int *, int);

static void debug_print(int n) { if (n < 0) cout << "negative n: " << n << endl; }
static int touch = (debug_print(1), 0);
