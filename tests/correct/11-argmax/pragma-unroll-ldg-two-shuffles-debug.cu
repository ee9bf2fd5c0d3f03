// correct: generated style: a struct ArgMax {float val; int idx;} with a __device__ combine(), __ldg loads in a #pragma unroll loop over the two items, two __shfl_down_sync per step in a #pragma unroll loop, an extern __shared__ __align__(8) buffer carved for the warp winners, a DEBUG-only printf of each block's winner
#include <cfloat>
#include <climits>
#include <cstdio>

struct ArgMax {
    float val;
    int idx;
};

__device__ __forceinline__ ArgMax combine(ArgMax a, ArgMax b)
{
    if (b.val > a.val) return b;
    if (b.val == a.val && b.idx < a.idx) return b;
    return a;
}

__device__ __forceinline__ ArgMax warp_argmax(ArgMax x)
{
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) {
        ArgMax y;
        y.val = __shfl_down_sync(0xffffffffu, x.val, off);
        y.idx = __shfl_down_sync(0xffffffffu, x.idx, off);
        x = combine(x, y);
    }
    return x;
}

__global__ void block_argmax(const float *__restrict__ input, float *__restrict__ partial_value,
                             int *__restrict__ partial_index, int n)
{
    extern __shared__ __align__(8) unsigned char raw[];
    ArgMax *winners = reinterpret_cast<ArgMax *>(raw);  // blockDim.x * 8 bytes given; 32 used
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const int first = blockIdx.x * blockDim.x * 2 + threadIdx.x;

    ArgMax best = {-INFINITY, INT_MAX};
#pragma unroll
    for (int k = 0; k < 2; ++k) {
        int i = first + k * blockDim.x;
        if (i < n) best = combine(best, ArgMax{__ldg(input + i), i});
    }
    best = warp_argmax(best);
    if (lane == 0) winners[warp] = best;
    __syncthreads();
    if (warp == 0) {
        ArgMax w = lane < (int)(blockDim.x >> 5) ? winners[lane] : ArgMax{-INFINITY, INT_MAX};
        w = warp_argmax(w);
        if (lane == 0) {
            partial_value[blockIdx.x] = w.val;
            partial_index[blockIdx.x] = w.idx;
#ifdef DEBUG
            printf("block %d: max %f at %d\n", blockIdx.x, w.val, w.idx);
#endif
        }
    }
}
