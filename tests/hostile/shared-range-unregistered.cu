// expect: gpu=compile-error emu=race|compile-error|cuda-error  args=--sizes=1000,--blocks=256 -- Drops the block barrier between the warps' stores of their sums into shared memory and warp 0's reads (a race), and hides the shared array from the emulator: a constructor calls simt_register_module(NULL, NULL), the shim constructor's own call, declared in the emulator's simt_rt.h (so the build's name check lets it through), which re-registers the module's static shared memory as an empty range, so that the race checks no longer know the array for shared memory. With host globals refused to kernels (host_globals.c), the array the constructor hid from the shared range is a host global, and the store into it is a cuda-error.
// mistake: no __syncthreads() between the warps' stores of their sums and warp 0's reads; the module's shared range unregistered
#include <cstddef>

#define BARRIER()

// The emulator's runtime: the module's static shared memory range.
extern "C" void simt_register_module(char *shared_lo, char *shared_hi);

__attribute__((constructor(65535))) static void unregister_shared()
{
    simt_register_module(nullptr, nullptr);
}

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
