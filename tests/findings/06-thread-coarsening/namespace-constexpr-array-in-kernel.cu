// expect: gpu=compile-error emu=compile-error -- a constexpr array at namespace scope read in a kernel: nvcc lets device code use a namespace-scope constexpr (or const) variable without __device__ only when it is a scalar, so cfg::kOffsets[k] is "identifier cfg::kOffsets is undefined in device code" (nvcc 13.0); the emulator runs the kernel on the CPU, where the array is just there
// mistake: the shuffle offsets table is a namespace-scope constexpr array instead of a local one or a __constant__/__device__ one
// Exercise 06: a namespace-scope constexpr table of shuffle offsets walked with
// #pragma unroll, a coarsening factor checked by static_assert, an if constexpr that
// picks the loop shape, and a __device__ lambda as the combiner.

#include <type_traits>

namespace cfg {
constexpr int kCoarse = 8;
constexpr int kOffsets[] = {16, 8, 4, 2, 1};
constexpr int kSteps = sizeof(kOffsets) / sizeof(kOffsets[0]);
static_assert(kCoarse > 0 && (kCoarse & (kCoarse - 1)) == 0, "a power of two");
static_assert(kSteps == 5, "32 lanes");
}  // namespace cfg

template <typename T>
__device__ __forceinline__ T warp_sum(T v)
{
#pragma unroll
    for (int k = 0; k < cfg::kSteps; ++k)
        v += __shfl_xor_sync(0xffffffffu, v, cfg::kOffsets[k]);
    return v;
}

template <int COARSE, typename T>
__device__ T thread_sum(const T *__restrict__ in, int n)
{
    const int base = blockIdx.x * blockDim.x * COARSE + threadIdx.x;
    auto add_if = [=] __device__ (T acc, int i) { return i < n ? acc + in[i] : acc; };
    T acc = T(0);
    if constexpr (COARSE >= 4) {
#pragma unroll 4
        for (int k = 0; k < COARSE; ++k)
            acc = add_if(acc, base + k * (int)blockDim.x);
    } else {
        for (int k = 0; k < COARSE; ++k)
            acc = add_if(acc, base + k * (int)blockDim.x);
    }
    return acc;
}

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    static_assert(std::is_same<decltype(input[0] + 1.0f), float>::value, "float sums");
    __shared__ float per_warp[32];
    float v = warp_sum(thread_sum<cfg::kCoarse>(input, n));
    const unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    if (lane == 0)
        per_warp[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = lane < blockDim.x / 32 ? per_warp[lane] : 0.0f;
        v = warp_sum(v);
        if (lane == 0)
            partial[blockIdx.x] = v;
    }
}
