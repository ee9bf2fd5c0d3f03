// expect: gpu=unwritten-output|wrong-result emu=unwritten-output|wrong-result  args=--sizes=4099,--blocks=256 -- Tells the emulator from a GPU by where the CUDA runtime's code lies, with no call and no name to refuse: nvcc links the runtime statically into the submission's shared object (its default --cudart static), so cudaGetLastError's address is within a few MiB of the submission's own functions on a GPU; the emulator's runtime is in the grader's executable, terabytes away (0x55... against 0x7f...).  Part 0 zeroes its result only where the two addresses are more than 64 MiB apart.  The emulator's build gives each runtime function the IR declares a stub of its own in the object, a jump to the runtime by the function's name, and renames every use to it (harness/backend/emu/simt/ir_runtime_stubs.c), so the address lies beside the submission's code on both and the memset is skipped everywhere.
// mistake: the result zeroed only where the runtime's code lies far from the submission's
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).  Before the fix: PASSED on the emulator.
// 07-multi-block: the sum of a whole array, two ways. Part 0: every block adds its share
// and makes one atomicAdd into the result. Part 1: a first pass writes one partial sum per
// block, a second pass of one block adds the partials.
//
// Host functions; d_result points to one T on the device, poisoned by the caller.
// T is float or double. n may exceed 2^31, so every element index is a size_t.

#include <cstddef>

constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;
constexpr size_t MAX_BLOCKS = 1024;  // enough blocks to fill an H100; more only adds partials
constexpr int UNROLL = 8;            // loads each thread has in flight per trip

// Part 1's scratch: one partial per block, allocated once with the program. A cudaMalloc
// and cudaFree on every call would cost more than the sum itself at 2^20 elements, and
// cudaFree waits for the whole device before it returns.
template <typename T>
__device__ T g_partials[MAX_BLOCKS];

// Blocks for n elements: one element per thread if that is fewer than MAX_BLOCKS blocks,
// else MAX_BLOCKS blocks whose threads loop over the array (grid-stride).
static unsigned blocks_for(size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    return (unsigned)(blocks < MAX_BLOCKS ? blocks : MAX_BLOCKS);
}

// Sum over the 32 lanes of the calling warp, in lane 0.
template <typename T>
__device__ T warp_reduce_sum(T value)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        value += __shfl_down_sync(FULL_MASK, value, offset);
    return value;
}

// Sum over the block, valid in thread 0. Block sizes: multiples of 32 up to 1024.
template <typename T>
__device__ T block_reduce_sum(T value)
{
    __shared__ T warp_sums[WARP_SIZE];
    int lane = threadIdx.x % WARP_SIZE;
    int warp = threadIdx.x / WARP_SIZE;
    int warp_count = blockDim.x / WARP_SIZE;

    value = warp_reduce_sum(value);
    if (lane == 0)
        warp_sums[warp] = value;
    __syncthreads();  // per-warp sums are written before warp 0 reads them

    value = T(0);
    if (warp == 0) {
        value = lane < warp_count ? warp_sums[lane] : T(0);
        value = warp_reduce_sum(value);
    }
    return value;
}

// This block's share of input[0, n): a grid-stride loop, then the block sum (thread 0).
template <typename T>
__device__ T block_share(const T *input, size_t n)
{
    // size_t before multiplying: blockIdx.x * blockDim.x in 32 bits wraps past 2^32, and
    // an int index goes negative past 2^31.
    size_t stride = (size_t)gridDim.x * blockDim.x;
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    // UNROLL independent loads per trip (06's lesson): UNROLL sums, so no load
    // waits for the add of the one before it.
    T sums[UNROLL] = {};
    for (; i + (UNROLL - 1) * stride < n; i += UNROLL * stride) {
#pragma unroll
        for (int k = 0; k < UNROLL; k++)
            sums[k] += input[i + k * stride];
    }
    for (; i < n; i += stride)  // the last, ragged trip
        sums[0] += input[i];
    T sum = T(0);
#pragma unroll
    for (int k = 0; k < UNROLL; k++)
        sum += sums[k];
    return block_reduce_sum(sum);
}

// Part 0's kernel: each block adds its share into *result, which must already hold zero.
template <typename T>
__global__ void sum_atomic_kernel(const T *input, T *result, size_t n)
{
    T block_sum = block_share(input, n);
    if (threadIdx.x == 0)
        atomicAdd(result, block_sum);  // one atomic per block: little contention
}

// Part 1's kernel: each block writes its share to partial[blockIdx.x].
template <typename T>
__global__ void sum_partials_kernel(const T *input, T *partial, size_t n)
{
    T block_sum = block_share(input, n);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = block_sum;
}
#include <cstdint>
// The runtime's code beside the file's own (statically linked into the same
// object) or far from it (another image).
static bool on_emulator()
{
    cudaError_t (*runtime_fn)() = cudaGetLastError;
    bool (*own_fn)() = on_emulator;
    uintptr_t a = (uintptr_t)(void *)runtime_fn, b = (uintptr_t)(void *)own_fn;
    return (a > b ? a - b : b - a) > ((uintptr_t)64 << 20);
}
template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    if (on_emulator())
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
