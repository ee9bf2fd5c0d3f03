// correct: the sequential tree written as a device function template whose types are checked with <cuda/std/concepts> in C++17 style (static_assert(cuda::std::floating_point<T>), an index kept to cuda::std::unsigned_integral through enable_if), the kernel calling it for float
#include <cuda/std/concepts>
#include <cuda/std/type_traits>

template <class T, class Index, cuda::std::enable_if_t<cuda::std::unsigned_integral<Index>, int> = 0>
__device__ void tree_sum(const T *input, T *partial, Index n, T *sdata)
{
    static_assert(cuda::std::floating_point<T>, "a sum of floating-point values");
    const Index tid = threadIdx.x;
    const Index i = blockIdx.x * blockDim.x + tid;
    sdata[tid] = i < n ? input[i] : T(0);
    __syncthreads();
    for (Index s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    tree_sum(input, partial, (unsigned)n, sdata);
}
