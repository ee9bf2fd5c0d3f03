// correct: every kernel is a template launched without its template arguments, which the
// compiler deduces from the launch's arguments as it would for a call (T from const T* and
// T*, a non-const T* partial array passed for a const T* parameter, an unsigned count for a
// size_t); a shared-memory tree sums each block. Must pass on both backends.
// 07-multi-block: the sum of a whole array, two ways.
//
// Host functions; d_result points to one T on the device, poisoned by the caller.
// T is float or double. n may exceed 2^31, so every element index is a size_t.

#include <cstddef>

#define MAX_BLOCKS 1024
#define MAX_THREADS 1024

template <typename T>
__device__ T g_partials[MAX_BLOCKS];

static unsigned blocks_for(size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    return (unsigned)(blocks < MAX_BLOCKS ? blocks : MAX_BLOCKS);
}

// This block's share of input[0, n), summed in shared memory; valid in thread 0.
template <typename T>
__device__ T block_sum(const T *input, size_t n)
{
    __shared__ T cache[MAX_THREADS];
    T sum = 0;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        sum += input[i];
    cache[threadIdx.x] = sum;
    __syncthreads();
    // any multiple of 32: halve from the power of two at or above the block size
    unsigned half = 1;
    while (half < blockDim.x)
        half <<= 1;
    for (unsigned s = half / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s && threadIdx.x + s < blockDim.x)
            cache[threadIdx.x] += cache[threadIdx.x + s];
        __syncthreads();
    }
    return cache[0];
}

template <typename T>
__global__ void add_kernel(const T *input, T *result, size_t n)
{
    T sum = block_sum(input, n);
    if (threadIdx.x == 0)
        atomicAdd(result, sum);
}

template <typename T>
__global__ void partial_kernel(const T *input, T *partial, size_t n)
{
    T sum = block_sum(input, n);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = sum;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(T));
    add_kernel<<<blocks_for(n, block), block>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    unsigned blocks = blocks_for(n, block);
    T *d_partial;
    cudaGetSymbolAddress((void **)&d_partial, g_partials<T>);
    partial_kernel<<<blocks, block>>>(d_input, d_partial, n);
    partial_kernel<<<1, block>>>(d_partial, d_result, blocks);
}
