// Exercise 11, a correct variant: each candidate is a cuda::std::pair<float, int>,
// compared through cuda::std::tie-like logic in a lambda, unpacked with structured
// bindings in device code, and the lane step written with an if-init statement.

#include <climits>
#include <cmath>
#include <cuda/std/utility>
#include <cuda/std/tuple>

using Cand = cuda::std::pair<float, int>;

__device__ __forceinline__ Cand better(const Cand &a, const Cand &b)
{
    const auto &[av, ai] = a;
    const auto &[bv, bi] = b;
    if (av > bv || (av == bv && ai < bi))
        return a;
    return b;
}

__device__ Cand shuffle_down(Cand c, unsigned off)
{
    float v;
    int i;
    cuda::std::tie(v, i) = cuda::std::make_tuple(__shfl_down_sync(~0u, c.first, off), __shfl_down_sync(~0u, c.second, off));
    return Cand(v, i);
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ float vals[32];
    __shared__ int idxs[32];
    Cand best(-INFINITY, INT_MAX);
    const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    for (int k = 0; k < 2; ++k)
        if (const int i = base + k * (int)blockDim.x; i < n && !isnan(input[i]))
            best = better(best, Cand(input[i], i));
    for (unsigned off = 16; off; off >>= 1)
        best = better(best, shuffle_down(best, off));
    if (threadIdx.x % 32 == 0) {
        vals[threadIdx.x / 32] = best.first;
        idxs[threadIdx.x / 32] = best.second;
    }
    __syncthreads();
    if (threadIdx.x < 32) {
        best = threadIdx.x < blockDim.x / 32 ? Cand(vals[threadIdx.x], idxs[threadIdx.x]) : Cand(-INFINITY, INT_MAX);
        for (unsigned off = 16; off; off >>= 1)
            best = better(best, shuffle_down(best, off));
        if (threadIdx.x == 0) {
            auto [v, i] = best;
            partial_value[blockIdx.x] = v;
            partial_index[blockIdx.x] = i;
        }
    }
}
