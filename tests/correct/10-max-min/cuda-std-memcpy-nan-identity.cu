// correct: the identities are made from their bit patterns with cuda::std::memcpy (<cuda/std/cstring>): a quiet NaN for float (fmaxf/fminf ignore it, so it is their identity, and an all-NaN block stays NaN), INT_MIN and INT_MAX for int; shuffle tree per warp, one slot per warp
#include <cuda/std/cstring>
#include <cuda/std/cstdint>

template <typename T> __device__ T from_bits(cuda::std::uint32_t bits)
{
    static_assert(sizeof(T) == sizeof bits, "32-bit types only");
    T v;
    cuda::std::memcpy(&v, &bits, sizeof v);
    return v;
}

template <typename T> struct MaxOp;
template <> struct MaxOp<float> {
    __device__ static float identity() { return from_bits<float>(0x7fc00000u); }
    __device__ static float apply(float a, float b) { return fmaxf(a, b); }
};
template <> struct MaxOp<int> {
    __device__ static int identity() { return from_bits<int>(0x80000000u); }
    __device__ static int apply(int a, int b) { return max(a, b); }
};
template <typename T> struct MinOp;
template <> struct MinOp<float> {
    __device__ static float identity() { return from_bits<float>(0x7fc00000u); }
    __device__ static float apply(float a, float b) { return fminf(a, b); }
};
template <> struct MinOp<int> {
    __device__ static int identity() { return from_bits<int>(0x7fffffffu); }
    __device__ static int apply(int a, int b) { return min(a, b); }
};

template <typename T, typename Op>
__device__ void block_reduce(const T *input, T *partial, int n)
{
    __shared__ T slots[32];
    const int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    T v = Op::identity();
    if (i < n)
        v = Op::apply(v, input[i]);
    if (i + (int)blockDim.x < n)
        v = Op::apply(v, input[i + blockDim.x]);
    for (int d = 16; d > 0; d /= 2)
        v = Op::apply(v, __shfl_down_sync(0xffffffffu, v, d));
    if (threadIdx.x % 32 == 0)
        slots[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        v = threadIdx.x < blockDim.x / 32 ? slots[threadIdx.x] : Op::identity();
        for (int d = 16; d > 0; d /= 2)
            v = Op::apply(v, __shfl_down_sync(0xffffffffu, v, d));
        if (threadIdx.x == 0)
            partial[blockIdx.x] = v;
    }
}

template <typename T> __global__ void reduce_max(const T *input, T *partial, int n)
{
    block_reduce<T, MaxOp<T>>(input, partial, n);
}

template <typename T> __global__ void reduce_min(const T *input, T *partial, int n)
{
    block_reduce<T, MinOp<T>>(input, partial, n);
}
