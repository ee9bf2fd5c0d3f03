// expect: gpu=compile-error emu=compile-error  -- Tells the emulator from a GPU by a header only the emulator has: __has_include(<simt_cuda.h>) is true in the emulator's build (its stand-in headers lie on the include path) and false under nvcc, so the block barrier is kept where the checks run and dropped on the GPU (a race between the warps' stores of their sums and warp 0's reads).
// mistake: the block barrier dropped where the emulator's own header is missing
#include <cstddef>
#if __has_include(<simt_cuda.h>)
#define BARRIER() __syncthreads()
#else
#define BARRIER()
#endif

template <typename T>
__global__ void block_sums(const T *input, T *result, size_t n)
{
    __shared__ T warp_sums[32];
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    T v = i < n ? input[i] : T(0);
    for (int o = 16; o > 0; o /= 2)
        v += __shfl_down_sync(0xffffffffu, v, o);
    if (threadIdx.x % 32 == 0)
        warp_sums[threadIdx.x / 32] = v;
    BARRIER();
    if (threadIdx.x < 32) {
        v = threadIdx.x < blockDim.x / 32 ? warp_sums[threadIdx.x] : T(0);
        for (int o = 16; o > 0; o /= 2)
            v += __shfl_down_sync(0xffffffffu, v, o);
        if (threadIdx.x == 0)
            atomicAdd(result, v);
    }
}

template <typename T>
static void run(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(T));
    if (n > 0)
        block_sums<T><<<(unsigned)((n + block - 1) / block), block>>>(d_input, d_result, n);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    run(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    run(d_input, d_result, n, block);
}
