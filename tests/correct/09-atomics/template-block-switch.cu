// correct: the block version is a template on the block size with a static shared array,
// picked by a switch on the run-time block size; a size that is not a power of two runs
// 1024-thread blocks that each cover `block` elements, the rest of the tree padded with 0.
#include <cstddef>

constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;

// Blocks for one element per thread.
static unsigned blocks_for(size_t n, int block)
{
    return (unsigned)((n + block - 1) / block);
}

// Global index of this thread, in size_t so that large n cannot overflow it.
__device__ size_t global_index()
{
    return (size_t)blockIdx.x * blockDim.x + threadIdx.x;
}

// ---- Part 0: one atomicAdd per element. Every thread hits the same address, so the
// adds are serialised at the memory system: correct, and slow. ----

__global__ void sum_naive_kernel(const float *input, float *result, size_t n)
{
    size_t i = global_index();
    if (i < n) {
        atomicAdd(result, input[i]);
    }
}

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block)
{
    // Every kernel below adds into *d_result, so it must start at zero (it arrives
    // poisoned). Same stream as the launch, so it is done before the first add.
    cudaMemsetAsync(d_result, 0, sizeof(float));
    sum_naive_kernel<<<blocks_for(n, block), block>>>(d_input, d_result, n);
}

// ---- Part 1: the tree of 02 in shared memory, then one atomicAdd per block. ----

template <unsigned BLOCK>
__global__ void sum_block_kernel(const float *input, float *result, size_t n)
{
    __shared__ float sdata[BLOCK];  // sized at compile time: no launch argument
    unsigned tid = threadIdx.x;
    size_t i = global_index();
    sdata[tid] = i < n ? input[i] : 0.0f;
    __syncthreads();
#pragma unroll
    for (unsigned stride = BLOCK / 2; stride > 0; stride /= 2) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }
    if (tid == 0)
        atomicAdd(result, sdata[0]);
}

template <unsigned BLOCK>
static void launch_block(const float *d_input, float *d_result, size_t n)
{
    sum_block_kernel<BLOCK><<<blocks_for(n, BLOCK), BLOCK>>>(d_input, d_result, n);
}

// The tree halves a power of two; other multiples of 32 are padded up to the next one:
// the extra slots hold 0 and their threads load nothing.
template <unsigned BLOCK>
__global__ void sum_block_padded(const float *input, float *result, size_t n, unsigned real)
{
    __shared__ float sdata[BLOCK];
    unsigned tid = threadIdx.x;
    size_t i = (size_t)blockIdx.x * real + tid;
    sdata[tid] = (tid < real && i < n) ? input[i] : 0.0f;
    __syncthreads();
    for (unsigned stride = BLOCK / 2; stride > 0; stride /= 2) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }
    if (tid == 0)
        atomicAdd(result, sdata[0]);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    switch (block) {
    case 32: launch_block<32>(d_input, d_result, n); return;
    case 64: launch_block<64>(d_input, d_result, n); return;
    case 128: launch_block<128>(d_input, d_result, n); return;
    case 256: launch_block<256>(d_input, d_result, n); return;
    case 512: launch_block<512>(d_input, d_result, n); return;
    case 1024: launch_block<1024>(d_input, d_result, n); return;
    default:
        sum_block_padded<1024><<<blocks_for(n, block), 1024>>>(d_input, d_result, n, (unsigned)block);
    }
}

__device__ float warp_reduce_sum(float value)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        value += __shfl_down_sync(FULL_MASK, value, offset);
    return value;
}

__global__ void sum_warp_kernel(const float *input, float *result, size_t n)
{
    size_t i = global_index();
    // Threads past n still take part in the shuffles (the mask names all 32 lanes), with
    // the identity as their value.
    float value = i < n ? input[i] : 0.0f;
    value = warp_reduce_sum(value);
    if (threadIdx.x % WARP_SIZE == 0)
        atomicAdd(result, value);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    sum_warp_kernel<<<blocks_for(n, block), block>>>(d_input, d_result, n);
}
