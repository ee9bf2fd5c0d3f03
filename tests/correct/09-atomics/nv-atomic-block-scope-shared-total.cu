// correct: part 2's warp sums gathered in a __shared__ block total by __nv_atomic_add of block
// scope (CUDA 12.8's built-in), then one __nv_atomic_add of device scope a block into the result
// 09-atomics: the atomics lab. Three ways to add an array into one float with atomicAdd,
// from the most contended to the least: one atomic per element (part 0), a shared-memory
// tree and one atomic per block (part 1), a warp shuffle and one atomic per warp (part 2).
//
// Host functions (const float *d_input, float *d_result, size_t n, int block); d_result
// points to one float on the device, poisoned by the caller. One element per thread.
// Block sizes: powers of two (part 1's tree halves blockDim.x), 32 to 1024.

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

__global__ void sum_block_kernel(const float *input, float *result, size_t n)
{
    extern __shared__ float sdata[];  // blockDim.x floats, sized by the launch
    int tid = threadIdx.x;
    size_t i = global_index();

    sdata[tid] = i < n ? input[i] : 0.0f;  // past n: the identity, never a read
    __syncthreads();  // every value is stored before the tree reads neighbours

    for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();  // this step's sums are written before the next step reads them
    }

    if (tid == 0)
        atomicAdd(result, sdata[0]);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    sum_block_kernel<<<blocks_for(n, block), block, block * sizeof(float)>>>(d_input, d_result, n);
}

// ---- Part 2: a shuffle reduce per warp, then one atomicAdd per warp. ----

// Sum over the 32 lanes of the calling warp, in lane 0.
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
    __shared__ float block_total;
    if (threadIdx.x == 0)
        block_total = 0.0f;
    __syncthreads();  // zeroed before any warp adds into it
    value = warp_reduce_sum(value);
    // Each warp's lane 0 adds into the block's shared total: an atomic of block scope is
    // enough there (only this block's threads touch it); then one device-scope add a block.
    if (threadIdx.x % WARP_SIZE == 0)
        __nv_atomic_add(&block_total, value, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
    __syncthreads();  // every warp has added before thread 0 reads the total
    if (threadIdx.x == 0)
        __nv_atomic_add(result, block_total, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    sum_warp_kernel<<<blocks_for(n, block), block>>>(d_input, d_result, n);
}
