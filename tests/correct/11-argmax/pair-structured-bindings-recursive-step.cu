// correct: the candidate a cuda::std::pair<float, int>, unpacked with structured bindings (auto [v, i] = ...); the warp's steps a template recursion on the offset (step<16> calls step<8> ... down to an if constexpr that stops at 0); ties go to the lower index
// 11-argmax: the largest value of each block's 2 * blockDim.x elements and its smallest index.
#include <cuda/std/utility>
#include <cuda/std/limits>

using Cand = cuda::std::pair<float, int>;

__device__ __forceinline__ Cand pick(const Cand &a, const Cand &b)
{
    auto [av, ai] = a;
    auto [bv, bi] = b;
    const bool take_b = bv > av || (bv == av && bi < ai);
    return take_b ? b : a;
}

template <int OFFSET>
__device__ Cand step(Cand c)
{
    if constexpr (OFFSET == 0) {
        return c;
    } else {
        Cand other{__shfl_down_sync(0xffffffffu, c.first, OFFSET),
                   __shfl_down_sync(0xffffffffu, c.second, OFFSET)};
        return step<OFFSET / 2>(pick(c, other));
    }
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ Cand per_warp[32];
    const Cand none{-cuda::std::numeric_limits<float>::infinity(), cuda::std::numeric_limits<int>::max()};
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const int base = blockIdx.x * 2 * blockDim.x + threadIdx.x;

    Cand c = none;
    for (int k = 0; k < 2; ++k) {
        const int i = base + k * (int)blockDim.x;
        if (i < n)
            c = pick(c, Cand{input[i], i});
    }
    c = step<16>(c);
    if (lane == 0)
        per_warp[warp] = c;
    __syncthreads();
    if (warp == 0) {
        c = lane < (int)(blockDim.x >> 5) ? per_warp[lane] : none;
        auto [best_v, best_i] = step<16>(c);
        if (lane == 0) {
            partial_value[blockIdx.x] = best_v;
            partial_index[blockIdx.x] = best_i;
        }
    }
}
