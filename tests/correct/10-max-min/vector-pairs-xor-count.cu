// correct: thread t reads elements 2t and 2t+1 of its block's segment as one float2/int2 when
// both lie below n (a scalar for a last odd element), a __shfl_xor_sync butterfly per warp,
// and __syncthreads_count of the threads that saw a number decides the all-NaN block.
#include <climits>
#include <cmath>

template <typename T> struct Vec2;
template <> struct Vec2<float> { typedef float2 type; };
template <> struct Vec2<int> { typedef int2 type; };

__device__ __forceinline__ bool isnum(float x) { return x == x; }
__device__ __forceinline__ bool isnum(int) { return true; }

struct Max {
    __device__ static float id(float) { return -INFINITY; }
    __device__ static int id(int) { return INT_MIN; }
    __device__ static float op(float a, float b) { return fmaxf(a, b); }
    __device__ static int op(int a, int b) { return a > b ? a : b; }
};
struct Min {
    __device__ static float id(float) { return INFINITY; }
    __device__ static int id(int) { return INT_MAX; }
    __device__ static float op(float a, float b) { return fminf(a, b); }
    __device__ static int op(int a, int b) { return a < b ? a : b; }
};

template <typename Op, typename T>
__device__ void run(const T *input, T *partial, int n)
{
    __shared__ T per_warp[32];
    const T ident = Op::id(T());
    int seg = blockIdx.x * 2 * blockDim.x;
    int first = seg + 2 * threadIdx.x;
    T v = ident;
    bool seen = false;
    if (first + 1 < n) {
        typename Vec2<T>::type p = reinterpret_cast<const typename Vec2<T>::type *>(input + seg)[threadIdx.x];
        v = Op::op(p.x, p.y);
        seen = isnum(p.x) || isnum(p.y);
    } else if (first < n) {
        v = input[first];
        seen = isnum(v);
        if (!seen) v = ident;
    }
    for (int m = 16; m >= 1; m >>= 1)
        v = Op::op(v, __shfl_xor_sync(0xffffffffu, v, m));
    int warps = blockDim.x >> 5;
    if ((threadIdx.x & 31) == 0)
        per_warp[threadIdx.x >> 5] = v;
    int numbers = __syncthreads_count(seen);
    if (threadIdx.x < 32) {
        T w = threadIdx.x < warps ? per_warp[threadIdx.x] : ident;
        for (int m = 16; m >= 1; m >>= 1)
            w = Op::op(w, __shfl_xor_sync(0xffffffffu, w, m));
        if (threadIdx.x == 0) {
            if (numbers > 0)
                partial[blockIdx.x] = w;
            else
                partial[blockIdx.x] = (T)NAN;
        }
    }
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n) { run<Max>(input, partial, n); }
template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n) { run<Min>(input, partial, n); }
