// correct: kernels as pasted from a library: an anonymous namespace holding constants, a device function and a kernel launched as ::add_into<<<...>>>, a named namespace holding a kernel template with a default template argument (UNROLL = 4), launched once with T given and once deduced (detail::partial_sums<<<...>>>); tests the launch rewriting of qualified names, deduced templates and default template arguments
#include <cstddef>

namespace {
constexpr unsigned kWarp = 32;

template <typename T>
__device__ __forceinline__ T warp_sum(T v)
{
    for (unsigned m = kWarp / 2; m; m >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, m);
    return v;
}
} // namespace

namespace detail {
template <typename T, unsigned UNROLL = 4>
__global__ void partial_sums(const T *__restrict__ in, T *__restrict__ out, size_t n)
{
    __shared__ T sums[kWarp];
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    T acc[UNROLL] = {};
    for (; i + (UNROLL - 1) * stride < n; i += UNROLL * stride) {
#pragma unroll
        for (unsigned k = 0; k < UNROLL; ++k)
            acc[k] += in[i + k * stride];
    }
    for (; i < n; i += stride)
        acc[0] += in[i];
    T v = T(0);
#pragma unroll
    for (unsigned k = 0; k < UNROLL; ++k)
        v += acc[k];
    v = warp_sum(v);
    if (threadIdx.x % kWarp == 0) sums[threadIdx.x / kWarp] = v;
    __syncthreads();
    if (threadIdx.x < kWarp) {
        v = threadIdx.x < blockDim.x / kWarp ? sums[threadIdx.x] : T(0);
        v = warp_sum(v);
        if (threadIdx.x == 0) out[blockIdx.x] = v;
    }
}
} // namespace detail

namespace {
template <typename T>
__global__ void add_into(const T *__restrict__ in, T *out, size_t n)
{
    T v = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        v += in[i];
    v = warp_sum(v);
    if (threadIdx.x % kWarp == 0) atomicAdd(out, v);
}

unsigned grid_for(size_t n, int block)
{
    size_t g = (n + block - 1) / block;
    return g == 0 ? 1u : (g > 1024 ? 1024u : (unsigned)g);
}
} // namespace

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(T));
    ::add_into<<<grid_for(n, block), block>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    const unsigned grid = grid_for(n, block);
    T *partials = nullptr;
    if (cudaMalloc(&partials, grid * sizeof(T)) != cudaSuccess)
        return;
    detail::partial_sums<T><<<grid, block>>>(d_input, partials, n);
    detail::partial_sums<<<1, block>>>(partials, d_result, (size_t)grid);
    cudaFree(partials);
}
