// expect: gpu=cuda-error|crash|compile-error emu=crash  args=--sizes=1000,--blocks=256 -- Each thread of a right kernel (a tree in shared memory, one atomic a block) first takes __builtin_alloca_uninitialized of two stacks' worth (136 KiB: nothing written, so the pattern that fills a new local never touches it) and keeps the pointer, moving its stack pointer past the emulator's 64 KiB fiber stack and its one guard page into the stacks of other threads, where the runtime's own calls (the barrier's, the atomic's) then push their frames over those threads' live ones, hoping to corrupt the scheduler into skipping its checks.  On a GPU the thread's stack overflows.  It was graded a race no line makes (the barrier's bookkeeping overwritten); now the build probes each page as a stack grows (-fstack-clash-protection, simt/api.c) and the first probe faults on the thread's guard page: a crash.
// mistake: an alloca larger than a thread's stack in every thread
#include <cstddef>
template <typename T>
__global__ void sum_kernel(const T *input, T *result, size_t n, size_t skip)
{
    volatile char *far = (volatile char *)__builtin_alloca_uninitialized(skip);
    __shared__ T part[1024];
    __shared__ volatile char *volatile keep;
    if (threadIdx.x == 0)
        keep = far;
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    part[threadIdx.x] = i < n ? input[i] : T(0);
    __syncthreads();
    if (threadIdx.x == 0) {
        T s = T(0);
        for (unsigned k = 0; k < blockDim.x; k++) s += part[k];
        atomicAdd(result, s);
    }
}
template <typename T>
static void launch(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(T));
    sum_kernel<T><<<(unsigned)((n + block - 1) / block), block>>>(d_input, d_result, n, (size_t)(2 * (64 * 1024 + 4096)));
}
template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
