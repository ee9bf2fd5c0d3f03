// correct: libcu++ through `namespace cstd = cuda::std; using namespace cstd;`, its names
// unqualified. Part 0: a grid-stride block sum (plus<T>, the warps' sums in a shared
// array<T, 32>) added with atomic_ref<T>::fetch_add. Part 1 in one launch: each block
// writes its partial, a release fence, a ticket from a __device__ atomic<unsigned>; the
// block that draws the last ticket takes an acquire fence, adds the partials, and resets
// the ticket for the next call. nvcc builds it; the emulator once found atomic and
// atomic_thread_fence both in cuda::std and std.
#include <cuda/std/array>
#include <cuda/std/atomic>
#include <cuda/std/functional>
#include <cstddef>

namespace cstd = cuda::std;
using namespace cstd;

constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;
constexpr size_t MAX_BLOCKS = 1024;

template <typename T>
__device__ T g_partials[MAX_BLOCKS];
__device__ atomic<unsigned> g_blocks_done;

static unsigned blocks_for(size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    return (unsigned)min(blocks > 0 ? blocks : (size_t)1, MAX_BLOCKS);
}

template <typename T>
__device__ T warp_sum(T value)
{
    plus<T> add;
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        value = add(value, __shfl_down_sync(FULL_MASK, value, offset));
    return value;
}

// The block's sum, valid in thread 0. Block sizes: multiples of 32 up to 1024.
template <typename T>
__device__ T block_sum(T value)
{
    __shared__ array<T, WARP_SIZE> warp_sums;
    int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    value = warp_sum(value);
    __syncthreads();  // an earlier call's reads of warp_sums are done
    if (lane == 0)
        warp_sums[warp] = value;
    __syncthreads();  // every warp's sum is written before warp 0 reads them
    value = lane < (int)(blockDim.x / WARP_SIZE) ? warp_sums[lane] : T(0);
    return warp == 0 ? warp_sum(value) : value;
}

template <typename T>
__device__ T grid_stride_sum(const T *input, size_t n)
{
    T sum = 0;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        sum += input[i];
    return sum;
}

template <typename T>
__global__ void sum_atomic_kernel(const T *input, T *result, size_t n)
{
    T sum = block_sum(grid_stride_sum(input, n));
    if (threadIdx.x == 0)
        atomic_ref<T>(*result).fetch_add(sum, memory_order_relaxed);
}

template <typename T>
__global__ void sum_last_block_kernel(const T *input, T *partials, T *result, size_t n)
{
    __shared__ bool last;
    T sum = block_sum(grid_stride_sum(input, n));
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = sum;
        atomic_thread_fence(memory_order_release);  // the partial is seen before the ticket
        last = g_blocks_done.fetch_add(1u, memory_order_relaxed) == gridDim.x - 1;
    }
    __syncthreads();  // every thread reads thread 0's `last`
    if (!last)
        return;
    atomic_thread_fence(memory_order_acquire);  // every block's partial is seen
    T total = 0;
    for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x)
        total += partials[b];
    total = block_sum(total);
    if (threadIdx.x == 0) {
        *result = total;
        g_blocks_done.store(0u, memory_order_relaxed);  // ready for the next launch
    }
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(T));
    sum_atomic_kernel<T><<<blocks_for(n, block), block>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    T *d_partials = nullptr;
    if (cudaGetSymbolAddress((void **)&d_partials, g_partials<T>) != cudaSuccess)
        return;  // *d_result stays poisoned: the caller sees the failure
    sum_last_block_kernel<T><<<blocks_for(n, block), block>>>(d_input, d_partials, d_result, n);
}
