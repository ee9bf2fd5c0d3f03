// correct: libcu++ as the CCCL documentation writes it: cuda::atomic_ref with a thread
// scope instead of atomicAdd (device scope for the result, block scope for a shared
// accumulator), relaxed memory order, cuda::std::numeric_limits for the grid's cap, and one
// launcher for the three parts through a kernel pointer.
#include <cuda/atomic>
#include <cuda/std/limits>
#include <cstddef>

using device_sum = cuda::atomic_ref<float, cuda::thread_scope_device>;
using block_sum = cuda::atomic_ref<float, cuda::thread_scope_block>;

__global__ void naive_kernel(const float *in, float *result, size_t n)
{
    device_sum total(*result);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        total.fetch_add(in[i], cuda::std::memory_order_relaxed);
}

__global__ void block_kernel(const float *in, float *result, size_t n)
{
    __shared__ float acc;
    if (threadIdx.x == 0)
        acc = 0.0f;
    __syncthreads();  // acc is zero before any thread adds to it
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        block_sum(acc).fetch_add(in[i], cuda::std::memory_order_relaxed);
    __syncthreads();  // every thread has added
    if (threadIdx.x == 0)
        device_sum(*result).fetch_add(acc, cuda::std::memory_order_relaxed);
}

__global__ void warp_kernel(const float *in, float *result, size_t n)
{
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? in[i] : 0.0f;
    for (int offset = 16; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffffu, v, offset);
    if (threadIdx.x % 32 == 0)
        device_sum(*result) += v;
}

// One block per `block` elements, at least one, never past what a grid takes.
static unsigned blocks_for(size_t n, int block, unsigned most)
{
    size_t g = (n + block - 1) / block;
    size_t cap = (size_t)cuda::std::numeric_limits<int>::max();
    if (most < cap)
        cap = most;
    return (unsigned)(g == 0 ? 1 : g < cap ? g : cap);
}

// The three parts differ only in their kernel and their grid's cap: one launcher zeroes
// the result on the stream and launches after it.
using sum_kernel = void (*)(const float *, float *, size_t);

static void zero_then_launch(sum_kernel kernel, unsigned most, const float *in, float *result,
                             size_t n, int block)
{
    cudaMemsetAsync(result, 0, sizeof(float));
    kernel<<<blocks_for(n, block, most), block>>>(in, result, n);
}

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block)
{
    zero_then_launch(naive_kernel, 2048, d_input, d_result, n, block);  // grid-stride inside
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    zero_then_launch(block_kernel, ~0u, d_input, d_result, n, block);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    zero_then_launch(warp_kernel, ~0u, d_input, d_result, n, block);
}
