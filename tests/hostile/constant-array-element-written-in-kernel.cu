// expect: gpu=wrong-result|cuda-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Part 0 without its atomics: each block stores its sum into an element of a __constant__ array (c_block_sums_f[b] = v, in a __device__ function) and a second launch adds them.  nvcc 13.0 builds it (a scalar __constant__ it refuses: tests/hostile/constant-count-written-in-kernel.cu), and its PTX has no such store: here the store is dropped (the second launch adds the array's zeros), in a smaller kernel the whole body becomes `trap;` with the warning "Cannot store to pointer that points to constant memory space"; the emulator's __constant__ variables are ordinary globals, and it graded the file PASSED; now its build refuses the store with nvcc's warning as the reason (harness/build/constant_writes.c), and on an H200 the file is a wrong result (4 of 12 cases, --sizes=1000,1000003).
// mistake: a kernel stores into an element of a __constant__ array
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

// Part 0's block sums, kept where every block reads them through the constant cache.
__constant__ float c_block_sums_f[MAX_BLOCKS];
__constant__ double c_block_sums_d[MAX_BLOCKS];

__device__ void keep(float v, unsigned b) { c_block_sums_f[b] = v; }
__device__ void keep(double v, unsigned b) { c_block_sums_d[b] = v; }
__device__ float kept(float, unsigned b) { return c_block_sums_f[b]; }
__device__ double kept(double, unsigned b) { return c_block_sums_d[b]; }

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
        keep(block_sum, blockIdx.x);
}

// The block sums added by one block.
template <typename T>
__global__ void sum_block_sums_kernel(T *result, unsigned blocks)
{
    T value = T(0);
    for (unsigned b = threadIdx.x; b < blocks; b += blockDim.x)
        value += kept(T(0), b);
    value = block_reduce_sum(value);
    if (threadIdx.x == 0)
        *result = value;
}

// Part 1's kernel: each block writes its share to partial[blockIdx.x].
template <typename T>
__global__ void sum_partials_kernel(const T *input, T *partial, size_t n)
{
    T block_sum = block_share(input, n);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = block_sum;
}

// Sum of d_input[0, n) into *d_result with one atomicAdd per block.
template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    // The blocks add into *d_result, so it has to start at zero: the caller poisoned it.
    // The memset runs on the same stream, so it is done before the kernel starts.
    unsigned blocks = blocks_for(n, block);
    sum_atomic_kernel<T><<<blocks, block>>>(d_input, d_result, n);
    sum_block_sums_kernel<T><<<1, block>>>(d_result, blocks);
}

// Sum of d_input[0, n) into *d_result in two passes, through the scratch array g_partials.
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    unsigned blocks = blocks_for(n, block);
    T *d_partial = nullptr;
    if (cudaGetSymbolAddress((void **)&d_partial, g_partials<T>) != cudaSuccess)
        return;  // *d_result stays poisoned: the caller sees the failure

    // Pass 1: one partial sum per block.
    sum_partials_kernel<T><<<blocks, block>>>(d_input, d_partial, n);
    // Pass 2: one block adds the `blocks` partials into the single result. Same stream,
    // so it starts only after pass 1 has written every partial.
    sum_partials_kernel<T><<<1, block>>>(d_partial, d_result, (size_t)blocks);
}
