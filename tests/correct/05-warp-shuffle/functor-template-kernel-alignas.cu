// Exercise 05, a correct variant: the kernel is a thin wrapper over a template that
// takes the combining operation as a functor, the per-warp sums live in an alignas(16)
// shared array, and the shuffle width is a template argument.

#include <cstdint>

struct Plus {
    template <typename T>
    __device__ __forceinline__ T operator()(const T &a, const T &b) const { return a + b; }
};

template <int WIDTH, typename T, typename Op>
__device__ __forceinline__ T warp_fold(T v, Op op)
{
#pragma unroll
    for (int off = WIDTH / 2; off >= 1; off /= 2)
        v = op(v, __shfl_down_sync(0xffffffffu, v, off, WIDTH));
    return v;
}

template <int ITEMS, typename T, typename Op>
__device__ void block_fold(const T *__restrict__ in, T *__restrict__ out, int n, T identity, Op op)
{
    alignas(16) __shared__ T warp_part[32];
    const int lane = threadIdx.x & 31;
    const int warp = threadIdx.x >> 5;
    const int base = blockIdx.x * blockDim.x * ITEMS + threadIdx.x;

    T v = identity;
#pragma unroll
    for (int k = 0; k < ITEMS; ++k) {
        int i = base + k * (int)blockDim.x;
        if (i < n)
            v = op(v, in[i]);
    }
    v = warp_fold<32>(v, op);
    if (lane == 0)
        warp_part[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = lane < (int)(blockDim.x >> 5) ? warp_part[lane] : identity;
        v = warp_fold<32>(v, op);
        if (lane == 0)
            out[blockIdx.x] = v;
    }
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    block_fold<2>(input, partial, n, 0.0f, Plus{});
}
