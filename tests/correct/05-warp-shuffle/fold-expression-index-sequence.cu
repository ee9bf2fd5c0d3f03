// Exercise 05, a correct variant: the warp's five shuffle steps written as a C++17
// fold expression over a std::integer_sequence, the two loads as another fold over
// std::index_sequence, and [[maybe_unused]], noexcept and [[nodiscard]] sprinkled in.

#include <utility>

template <unsigned... Offsets>
[[nodiscard]] __device__ __forceinline__ float warp_sum(float v, std::integer_sequence<unsigned, Offsets...>) noexcept
{
    ((v += __shfl_down_sync(0xffffffffu, v, Offsets)), ...);
    return v;
}

using Steps = std::integer_sequence<unsigned, 16, 8, 4, 2, 1>;

template <std::size_t... K>
__device__ __forceinline__ float load_items(const float *in, int base, int n, std::index_sequence<K...>)
{
    auto at = [&](int i) { return i < n ? in[i] : 0.0f; };
    return (at(base + (int)(K * blockDim.x)) + ...);
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    __shared__ float warp_sums[32];
    [[maybe_unused]] const unsigned warps = blockDim.x / 32;
    const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    float v = warp_sum(load_items(input, base, n, std::make_index_sequence<2>{}), Steps{});
    if (threadIdx.x % 32 == 0)
        warp_sums[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        v = warp_sum(threadIdx.x < warps ? warp_sums[threadIdx.x] : 0.0f, Steps{});
        if (threadIdx.x == 0)
            partial[blockIdx.x] = v;
    }
}
