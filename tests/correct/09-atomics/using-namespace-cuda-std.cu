// correct: libcu++ with `using namespace cuda::std;`, its names unqualified: atomic_ref
// and memory_order_relaxed for the adds, a __device__ atomic<unsigned long long> as the
// block part's tile counter (zeroed on the stream before the launch), numeric_limits and
// min for the grid's cap, plus<float> for the warp's shuffle sum, an array of the shuffle
// offsets. nvcc builds it; the emulator once found atomic both in cuda::std and std.
#include <cuda/std/atomic>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <cuda/std/limits>
#include <cstddef>

using namespace cuda::std;

constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;

// One block per `block` elements, at least one, and no more than a grid takes.
static unsigned blocks_for(size_t n, int block)
{
    size_t g = (n + block - 1) / block;
    size_t cap = (size_t)numeric_limits<int>::max();
    return (unsigned)min(g > 0 ? g : (size_t)1, cap);
}

__device__ size_t global_index()
{
    return (size_t)blockIdx.x * blockDim.x + threadIdx.x;
}

__global__ void sum_naive_kernel(const float *input, float *result, size_t n)
{
    size_t i = global_index();
    if (i < n)
        atomic_ref<float>(*result).fetch_add(input[i], memory_order_relaxed);
}

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    sum_naive_kernel<<<blocks_for(n, block), block>>>(d_input, d_result, n);
}

__device__ atomic<unsigned long long> g_next_tile;

// A persistent grid: each block takes tiles of blockDim.x elements from the counter until
// none are left, sums them in shared memory, and adds its total once.
__global__ void sum_block_persistent(const float *input, float *result, size_t n)
{
    extern __shared__ float sdata[];
    __shared__ unsigned long long tile;
    int tid = threadIdx.x;
    size_t tiles = (n + blockDim.x - 1) / blockDim.x;
    float mine = 0.0f;
    for (;;) {
        if (tid == 0)
            tile = g_next_tile.fetch_add(1ull, memory_order_relaxed);
        __syncthreads();
        unsigned long long t = tile;
        __syncthreads();  // all have read this tile before thread 0 takes the next
        if (t >= tiles)
            break;
        size_t i = t * blockDim.x + tid;
        if (i < n)
            mine += input[i];
    }
    sdata[tid] = mine;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }
    if (tid == 0)
        atomic_ref<float>(*result).fetch_add(sdata[0], memory_order_relaxed);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    int device = 0, sms = 0;
    cudaGetDevice(&device);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
    void *d_next = nullptr;
    cudaGetSymbolAddress(&d_next, g_next_tile);
    cudaMemsetAsync(d_next, 0, sizeof(g_next_tile));
    cudaMemsetAsync(d_result, 0, sizeof(float));
    size_t tiles = (n + block - 1) / block;
    size_t grid = min(sms > 0 ? 2 * (size_t)sms : (size_t)1, tiles > 0 ? tiles : (size_t)1);
    sum_block_persistent<<<(unsigned)grid, block, block * sizeof(float)>>>(d_input, d_result, n);
}

__device__ float warp_reduce_sum(float value)
{
    array<int, 5> offsets{16, 8, 4, 2, 1};
    plus<float> add;
    for (int offset : offsets)
        value = add(value, __shfl_down_sync(FULL_MASK, value, offset));
    return value;
}

__global__ void sum_warp_kernel(const float *input, float *result, size_t n)
{
    size_t i = global_index();
    float value = warp_reduce_sum(i < n ? input[i] : 0.0f);
    if (threadIdx.x % WARP_SIZE == 0)
        atomic_ref<float>(*result).fetch_add(value, memory_order_relaxed);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    sum_warp_kernel<<<blocks_for(n, block), block>>>(d_input, d_result, n);
}
