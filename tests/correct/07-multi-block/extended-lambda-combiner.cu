// correct: the combiner is an extended lambda written in the host functions, `[] __device__ (T a, T b)` for the atomic form and `[] __host__ __device__` for the two-phase one, passed by value to a kernel template whose launch deduces T and Op (the GPU's build passes --extended-lambda); grid-stride with size_t, xor butterflies, if constexpr picks the atomic or the partial store; tests extended lambdas as kernel arguments and a launch of a deduced template
#include <cstddef>

template <bool ATOMIC, typename T, typename Op>
__global__ void reduce_kernel(const T *__restrict__ in, T *out, size_t n, Op op, T identity)
{
    __shared__ T sums[32];
    T acc = identity;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        acc = op(acc, in[i]);
    for (int m = 16; m; m >>= 1)
        acc = op(acc, __shfl_xor_sync(~0u, acc, m));
    if (threadIdx.x % 32 == 0) sums[threadIdx.x / 32] = acc;
    __syncthreads();
    if (threadIdx.x < 32) {
        acc = threadIdx.x < blockDim.x / 32 ? sums[threadIdx.x] : identity;
        for (int m = 16; m; m >>= 1)
            acc = op(acc, __shfl_xor_sync(~0u, acc, m));
        if (threadIdx.x == 0) {
            if constexpr (ATOMIC) atomicAdd(out, acc);
            else out[blockIdx.x] = acc;
        }
    }
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    auto add = [] __device__ (T a, T b) { return a + b; };
    size_t g = (n + block - 1) / block;
    unsigned grid = g == 0 ? 1u : (g > 1024 ? 1024u : (unsigned)g);
    cudaMemset(d_result, 0, sizeof(T));
    reduce_kernel<true><<<grid, block>>>(d_input, d_result, n, add, T(0));
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    auto add = [] __host__ __device__ (T a, T b) -> T { return a + b; };
    size_t g = (n + block - 1) / block;
    unsigned grid = g == 0 ? 1u : (g > 1024 ? 1024u : (unsigned)g);
    T *partials = nullptr;
    if (cudaMalloc(&partials, grid * sizeof(T)) != cudaSuccess)
        return;
    reduce_kernel<false><<<grid, block>>>(d_input, partials, n, add, T(0));
    reduce_kernel<false><<<1, block>>>(partials, d_result, (size_t)grid, add, T(0));
    cudaFree(partials);
}
