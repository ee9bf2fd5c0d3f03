// correct: pasted modern spellings: static_asserts on alignof(float4/double2/int4), a __device__ constexpr array of xor lane masks under #pragma unroll, a transparent cuda::std::plus<>, __builtin_assume_aligned and __builtin_assume, a generic device lambda (auto parameter) that loads through __ldg, [[unlikely]] and a __stcg store of the partial, __launch_bounds__(1024, 1); tests that each compiles and means on the emulator what nvcc makes of it
#include <cuda/std/functional>
static_assert(alignof(float4) == 16, "float4");
static_assert(alignof(double2) == 16, "double2");
static_assert(alignof(int4) == 16, "int4");
static_assert(alignof(float2) == 8, "float2");
static_assert(sizeof(float4) == 16, "sz");

__device__ constexpr int kOffsets[] = {16, 8, 4, 2, 1};
constexpr __device__ float kZero = 0.0f;


__device__ __forceinline__ float warp_sum(float v)
{
    auto op = cuda::std::plus<>{};
#pragma unroll
    for (int k = 0; k < 5; ++k)
        v = op(v, __shfl_xor_sync(0xffffffffu, v, kOffsets[k]));
    return v;
}

__global__ void __launch_bounds__(1024, 1) reduce_shuffle(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    __shared__ float sums[32];
    const float *in = static_cast<const float *>(__builtin_assume_aligned(input, 16));
    __builtin_assume(blockDim.x <= 1024);
    auto get = [=] (auto idx) -> float { return idx < n ? __ldg(in + idx) : kZero; };
    int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    float v = get(i) + get(i + (int)blockDim.x);
    v = warp_sum(v);
    if ((threadIdx.x & 31) == 0) [[unlikely]]
        sums[threadIdx.x >> 5] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        v = threadIdx.x < blockDim.x / 32 ? sums[threadIdx.x] : 0.0f;
        v = warp_sum(v);
        if (threadIdx.x == 0)
            __stcg(partial + blockIdx.x, v);
    }
}
