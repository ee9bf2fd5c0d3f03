// correct: the combining step of every warp's tree is a call through a function pointer,
// read from a __device__ table of __device__ functions (a reduction whose operator is picked
// at run time, here always the sum: the index is a __constant__ the host never changes); the
// pointers are device addresses, taken in device code, so the calls are legal CUDA. Part 0
// one atomicAdd per block, part 1 partials in a __device__ array and a one-block second pass.
#include <cstddef>

constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;
constexpr size_t MAX_BLOCKS = 1024;

template <typename T>
using combine_fn = T (*)(T, T);

template <typename T>
__device__ T combine_add(T a, T b)
{
    return a + b;
}

template <typename T>
__device__ T combine_max(T a, T b)
{
    return a > b ? a : b;
}

// The operators a kernel may combine with, and which one it does.
template <typename T>
__device__ combine_fn<T> g_combine[2] = { combine_add<T>, combine_max<T> };
__constant__ int c_which = 0;

template <typename T>
__device__ T g_partials[MAX_BLOCKS];

static unsigned blocks_for(size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    return (unsigned)(blocks < MAX_BLOCKS ? blocks : MAX_BLOCKS);
}

template <typename T>
__device__ T warp_combine(T value)
{
    combine_fn<T> op = g_combine<T>[c_which];
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        value = op(value, __shfl_down_sync(FULL_MASK, value, offset));
    return value;
}

template <typename T>
__device__ T block_combine(T value)
{
    __shared__ T warp_sums[WARP_SIZE];
    int lane = threadIdx.x % WARP_SIZE;
    int warp = threadIdx.x / WARP_SIZE;
    value = warp_combine(value);
    if (lane == 0)
        warp_sums[warp] = value;
    __syncthreads();
    value = T(0);
    if (warp == 0) {
        value = lane < (int)(blockDim.x / WARP_SIZE) ? warp_sums[lane] : T(0);
        value = warp_combine(value);
    }
    return value;
}

template <typename T>
__device__ T block_share(const T *input, size_t n)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    T sum = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        sum += input[i];
    return block_combine(sum);
}

template <typename T>
__global__ void atomic_kernel(const T *input, T *result, size_t n)
{
    T block_sum = block_share(input, n);
    if (threadIdx.x == 0)
        atomicAdd(result, block_sum);
}

template <typename T>
__global__ void partials_kernel(const T *input, T *partial, size_t n)
{
    T block_sum = block_share(input, n);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = block_sum;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(T));
    atomic_kernel<T><<<blocks_for(n, block), block>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    unsigned blocks = blocks_for(n, block);
    T *d_partial = nullptr;
    if (cudaGetSymbolAddress((void **)&d_partial, g_partials<T>) != cudaSuccess)
        return;
    partials_kernel<T><<<blocks, block>>>(d_input, d_partial, n);
    partials_kernel<T><<<1, block>>>(d_partial, d_result, (size_t)blocks);
}
