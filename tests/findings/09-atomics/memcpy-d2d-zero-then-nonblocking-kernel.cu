// expect: gpu=race|wrong-result|pass emu=race args=--sizes=33,--blocks=32 -- part 2 zeroes its result with a device-to-device cudaMemcpy, taken to be finished when it returns, then launches the kernel on a non-blocking stream of its own: CUDA's synchronous cudaMemcpy does not wait on the host for a copy from device to device (it is queued on the legacy default stream), and a non-blocking stream does not wait for that stream, so the kernel may add into the result before the zero lands
// mistake: a device-to-device cudaMemcpy of a zero over the result, taken for finished on return, before the kernel on a non-blocking stream
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
    value = warp_reduce_sum(value);
    if (threadIdx.x % WARP_SIZE == 0)
        atomicAdd(result, value);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    static cudaStream_t own;  // the kernel's own stream, made once
    static float *d_zero;     // one zero on the device, copied over the result
    if (!own) {
        cudaStreamCreateWithFlags(&own, cudaStreamNonBlocking);
        cudaMalloc(&d_zero, sizeof(float));
        cudaMemset(d_zero, 0, sizeof(float));
        cudaDeviceSynchronize();
    }
    cudaMemcpy(d_result, d_zero, sizeof(float), cudaMemcpyDeviceToDevice);  // synchronous: done here
    sum_warp_kernel<<<blocks_for(n, block), block, 0, own>>>(d_input, d_result, n);
}
