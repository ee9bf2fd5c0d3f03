// correct: the second level runs only in the lanes of warp 0 that hold a warp's result,
// with a shuffle mask of exactly those lanes; a lane whose partner lies past them still
// takes part in the shuffle (every lane of the mask must) but drops the value it gets,
// which CUDA leaves undefined. At block 96 that is lanes 0..2, mask 0x7.
// Block b reduces the 2 * blockDim.x elements from b * 2 * blockDim.x; NaNs are ignored,
// a block of NaNs only yields NaN.
#include <climits>
#include <cmath>
template <typename T> struct Lim;
template <> struct Lim<float> { __device__ static float lo() { return -INFINITY; } __device__ static float hi() { return INFINITY; } };
template <> struct Lim<int> { __device__ static int lo() { return INT_MIN; } __device__ static int hi() { return INT_MAX; } };
struct Mx { template <typename T> __device__ static T id() { return Lim<T>::lo(); }
            __device__ static float f(float a, float b) { return fmaxf(a, b); }
            __device__ static int f(int a, int b) { return max(a, b); } };
struct Mn { template <typename T> __device__ static T id() { return Lim<T>::hi(); }
            __device__ static float f(float a, float b) { return fminf(a, b); }
            __device__ static int f(int a, int b) { return min(a, b); } };
__device__ bool is_num(float x) { return !isnan(x); }
__device__ bool is_num(int) { return true; }

template <typename Op, typename T>
__device__ void go(const T *in, T *out, int n)
{
    __shared__ T wr[32];
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, warps = blockDim.x >> 5;
    int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    T v = Op::template id<T>();
    bool num = false;
    if (i < n) { v = Op::f(v, in[i]); num = is_num(in[i]); }
    if (i + (int)blockDim.x < n) { T x = in[i + blockDim.x]; v = Op::f(v, x); num = num || is_num(x); }
    bool any = __syncthreads_or(num);
    for (int o = 16; o; o >>= 1) v = Op::f(v, __shfl_down_sync(0xffffffffu, v, o));
    if (lane == 0) wr[warp] = v;
    __syncthreads();
    if (warp == 0 && lane < warps) {
        unsigned mask = warps == 32 ? 0xffffffffu : (1u << warps) - 1u;
        v = wr[lane];
        for (int o = 16; o; o >>= 1) {
            T other = __shfl_down_sync(mask, v, o);
            if (lane + o < warps) v = Op::f(v, other);
        }
        if (lane == 0) out[blockIdx.x] = any ? v : (T)NAN;
    }
}
template <typename T> __global__ void reduce_max(const T *input, T *partial, int n) { go<Mx>(input, partial, n); }
template <typename T> __global__ void reduce_min(const T *input, T *partial, int n) { go<Mn>(input, partial, n); }
