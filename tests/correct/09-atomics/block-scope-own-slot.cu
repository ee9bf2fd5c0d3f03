// correct: part 1 adds each element with atomicAdd_block into its block's own slot of global
// memory (no other block touches it), then one device-wide atomicAdd per block into *result.
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

// Part 1, as written here: every thread adds its element into its block's own slot of
// global memory with atomicAdd_block (only this block touches the slot, so block scope
// is enough), then thread 0 adds the slot into *result with the device-wide atomicAdd.
__global__ void sum_slot_kernel(const float *input, float *result, float *slots, size_t n)
{
    size_t i = global_index();
    float *slot = &slots[blockIdx.x];
    if (threadIdx.x == 0)
        *slot = 0.0f;
    __syncthreads();  // the slot is zero before any thread adds into it
    if (i < n)
        atomicAdd_block(slot, input[i]);
    __syncthreads();  // every add is in before thread 0 reads the slot
    if (threadIdx.x == 0)
        atomicAdd(result, *slot);
}

// One float per block, kept between calls and grown when a call needs more.
static float *slots_for(unsigned blocks)
{
    static float *slots = nullptr;
    static unsigned have = 0;
    if (blocks > have) {
        cudaFree(slots);
        cudaMalloc(&slots, blocks * sizeof(float));
        have = blocks;
    }
    return slots;
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    unsigned blocks = blocks_for(n, block);
    sum_slot_kernel<<<blocks, block>>>(d_input, d_result, slots_for(blocks), n);
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
        atomicAdd(result, value);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    sum_warp_kernel<<<blocks_for(n, block), block>>>(d_input, d_result, n);
}
