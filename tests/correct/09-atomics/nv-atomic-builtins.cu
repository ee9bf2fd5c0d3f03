// correct: every atomic is CUDA 12.8's built-in __nv_atomic_add / __nv_atomic_fetch_add with an
// explicit memory order and scope (relaxed, device scope), which is what atomicAdd is; part 1
// discards the old value that __nv_atomic_fetch_add returns.
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
        __nv_atomic_add(result, input[i], __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
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
        (void)__nv_atomic_fetch_add(result, sdata[0], __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
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
    value = warp_reduce_sum(value);
    if (threadIdx.x % WARP_SIZE == 0)
        __nv_atomic_add(result, value, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    sum_warp_kernel<<<blocks_for(n, block), block>>>(d_input, d_result, n);
}
