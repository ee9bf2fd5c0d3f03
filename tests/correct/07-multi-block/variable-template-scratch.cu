// correct: the two-phase scratch a __device__ variable template (one static array per T,
// found by cudaGetSymbolAddress), the atomic part one atomicAdd per warp (the double
// overload included) after a __shfl_down_sync sum, every index a size_t in a grid-stride
// loop, and the result zeroed by cudaMemset.

#include <cstddef>

constexpr int MAX_BLOCKS = 1024;

template <typename T>
__device__ T g_partial[MAX_BLOCKS];

template <typename T>
__device__ __forceinline__ T warp_sum(T v)
{
    for (int d = warpSize / 2; d > 0; d /= 2)
        v += __shfl_down_sync(0xffffffffu, v, d);
    return v;
}

template <typename T>
__device__ T thread_share(const T *__restrict__ in, size_t n)
{
    T s = 0;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        s += in[i];
    return s;
}

template <typename T>
__global__ void atomic_kernel(const T *in, T *result, size_t n)
{
    T s = warp_sum(thread_share(in, n));
    if ((threadIdx.x & 31) == 0)
        atomicAdd(result, s);
}

// Each block's sum into out[blockIdx.x], through shared memory between the warps.
template <typename T>
__global__ void block_kernel(const T *in, T *out, size_t n)
{
    __shared__ T sums[32];
    T s = warp_sum(thread_share(in, n));
    if ((threadIdx.x & 31) == 0)
        sums[threadIdx.x >> 5] = s;
    __syncthreads();
    if (threadIdx.x < 32) {
        s = threadIdx.x < blockDim.x / 32 ? sums[threadIdx.x] : T(0);
        s = warp_sum(s);
        if (threadIdx.x == 0)
            out[blockIdx.x] = s;
    }
}

static unsigned blocks_for(size_t n, int block)
{
    size_t b = (n + block - 1) / block;
    return (unsigned)(b == 0 ? 1 : b < MAX_BLOCKS ? b : MAX_BLOCKS);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(T));
    atomic_kernel<T><<<blocks_for(n, block), block>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    T *partial = nullptr;
    cudaGetSymbolAddress((void **)&partial, g_partial<T>);
    unsigned grid = blocks_for(n, block);
    block_kernel<T><<<grid, block>>>(d_input, partial, n);
    block_kernel<T><<<1, block>>>(partial, d_result, (size_t)grid);
}
