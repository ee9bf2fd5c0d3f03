// expect: gpu=out-of-bounds|pass emu=out-of-bounds args=--sizes=4099,--blocks=1024 -- the float path's per-warp array has 16 slots, sized for 512 threads ("1024 elements a block, two a thread"), while the int path's has 32: at 1024 threads warps 16 to 31 of a float block store past the end of the float array (on a GPU into the launch's dynamic shared memory, which hides it)
// mistake: the float per-warp results array sized for 512 threads (16 warps), the int one for 32
#include <climits>
#include <cmath>

struct Max {};
struct Min {};

__device__ int warp_all(Max, int v) { return __reduce_max_sync(0xffffffffu, v); }
__device__ int warp_all(Min, int v) { return __reduce_min_sync(0xffffffffu, v); }
__device__ float comb(Max, float a, float b) { return fmaxf(a, b); }
__device__ float comb(Min, float a, float b) { return fminf(a, b); }
__device__ int comb(Max, int a, int b) { return a > b ? a : b; }
__device__ int comb(Min, int a, int b) { return a < b ? a : b; }
__device__ float warp_all(Max m, float v)
{
    for (int d = 16; d > 0; d >>= 1) v = comb(m, v, __shfl_xor_sync(0xffffffffu, v, d));
    return v;
}
__device__ float warp_all(Min m, float v)
{
    for (int d = 16; d > 0; d >>= 1) v = comb(m, v, __shfl_xor_sync(0xffffffffu, v, d));
    return v;
}
__device__ float start(Max, float) { return -INFINITY; }
__device__ float start(Min, float) { return INFINITY; }
__device__ int start(Max, int) { return INT_MIN; }
__device__ int start(Min, int) { return INT_MAX; }
__device__ bool number(float x) { return !isnan(x); }
__device__ bool number(int) { return true; }
__device__ float none(float) { return NAN; }
__device__ int none(int x) { return x; }

// float blocks
template <class Op>
__device__ void go(Op op, const float *in, float *out, int n)
{
    __shared__ float w[16];  // one slot per warp: 1024 elements a block, two a thread, so 512 threads
    const int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    float v = start(op, 0.0f);
    bool any = false;
    if (i < n) { float x = in[i]; v = comb(op, v, x); any = number(x); }
    if (i + (int)blockDim.x < n) { float x = in[i + blockDim.x]; v = comb(op, v, x); any |= number(x); }
    const bool block_any = __syncthreads_or(any);
    v = warp_all(op, v);
    if ((threadIdx.x & 31) == 0) w[threadIdx.x >> 5] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        v = threadIdx.x < (blockDim.x >> 5) ? w[threadIdx.x] : start(op, 0.0f);
        v = warp_all(op, v);
        if (threadIdx.x == 0) out[blockIdx.x] = block_any ? v : none(v);
    }
}

// int blocks (written later, from the handout's 32 warps)
template <class Op>
__device__ void go(Op op, const int *in, int *out, int n)
{
    __shared__ int w[32];
    const int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    int v = start(op, 0);
    bool any = false;
    if (i < n) { int x = in[i]; v = comb(op, v, x); any = number(x); }
    if (i + (int)blockDim.x < n) { int x = in[i + blockDim.x]; v = comb(op, v, x); any |= number(x); }
    const bool block_any = __syncthreads_or(any);
    v = warp_all(op, v);
    if ((threadIdx.x & 31) == 0) w[threadIdx.x >> 5] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        v = threadIdx.x < (blockDim.x >> 5) ? w[threadIdx.x] : start(op, 0);
        v = warp_all(op, v);
        if (threadIdx.x == 0) out[blockIdx.x] = block_any ? v : none(v);
    }
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n) { go(Max(), input, partial, n); }

template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n) { go(Min(), input, partial, n); }
