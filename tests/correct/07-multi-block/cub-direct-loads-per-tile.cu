// 07-multi-block, written with CUB's direct block loads: each block walks
// tiles of ITEMS * blockDim.x elements; part 0 loads a tile blocked
// (thread t holds elements t*ITEMS .. t*ITEMS+ITEMS-1), part 1 warp-striped
// (lane l of warp w holds w*32*ITEMS + l + 32*i), the last tile guarded
// with a default of 0; then a warp-shuffle block sum.  The order of the
// items in a thread does not change a sum, so either arrangement serves.

#include <cstddef>
#include <cub/cub.cuh>

constexpr int ITEMS = 4;
constexpr size_t MAX_BLOCKS = 1024;

template <typename T>
__device__ T g_partials[MAX_BLOCKS];

// Blocks for n elements, at most MAX_BLOCKS (each loops over its tiles).
static unsigned blocks_for(size_t n, int block)
{
    size_t tile = (size_t)block * ITEMS;
    size_t blocks = (n + tile - 1) / tile;
    return (unsigned)(blocks < MAX_BLOCKS ? (blocks > 0 ? blocks : 1) : MAX_BLOCKS);
}

// The block's sum in thread 0 (block: a multiple of 32).
template <typename T>
__device__ T block_sum(T v)
{
    __shared__ T per_warp[32];
    for (int d = 16; d > 0; d /= 2)
        v += __shfl_down_sync(0xffffffffu, v, d);
    if (threadIdx.x % 32 == 0)
        per_warp[threadIdx.x / 32] = v;
    __syncthreads();  // every warp's sum is written before warp 0 reads them
    v = T(0);
    if (threadIdx.x < 32) {
        v = threadIdx.x < blockDim.x / 32 ? per_warp[threadIdx.x] : T(0);
        for (int d = 16; d > 0; d /= 2)
            v += __shfl_down_sync(0xffffffffu, v, d);
    }
    return v;
}

// This thread's share of the block's tiles; WARP_STRIPED picks the load.
template <typename T, bool WARP_STRIPED>
__device__ T tiles_share(const T *input, size_t n)
{
    const size_t tile = (size_t)blockDim.x * ITEMS;
    T sum = T(0);
    for (size_t start = blockIdx.x * tile; start < n; start += (size_t)gridDim.x * tile) {
        T items[ITEMS];
        // a tile holds at most 1024 * ITEMS elements: the count fits an int
        int valid = n - start < tile ? (int)(n - start) : (int)tile;
        if (WARP_STRIPED)
            cub::LoadDirectWarpStriped((int)threadIdx.x, input + start, items, valid, T(0));
        else
            cub::LoadDirectBlocked((int)threadIdx.x, input + start, items, valid, T(0));
        for (int i = 0; i < ITEMS; ++i)
            sum += items[i];
    }
    return sum;
}

template <typename T>
__global__ void sum_atomic_kernel(const T *input, T *result, size_t n)
{
    T s = block_sum(tiles_share<T, false>(input, n));
    if (threadIdx.x == 0)
        atomicAdd(result, s);
}

template <typename T>
__global__ void sum_partials_kernel(const T *input, T *partial, size_t n)
{
    T s = block_sum(tiles_share<T, true>(input, n));
    if (threadIdx.x == 0)
        partial[blockIdx.x] = s;
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
    unsigned blocks = blocks_for(n, block);
    T *d_partial = nullptr;
    if (cudaGetSymbolAddress((void **)&d_partial, g_partials<T>) != cudaSuccess)
        return;
    sum_partials_kernel<T><<<blocks, block>>>(d_input, d_partial, n);
    sum_partials_kernel<T><<<1, block>>>(d_partial, d_result, (size_t)blocks);
}
