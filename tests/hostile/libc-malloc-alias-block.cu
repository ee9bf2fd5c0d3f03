// expect: gpu=cuda-error|crash emu=compile-error  args=--sizes=1000,--blocks=256 -- As kernel-reads-host-mmap-block.cu, but the 64 MiB block comes from __libc_malloc, the C library's own name for malloc, which the emulator's link does not wrap (harness/glue/host_blocks.cuh wraps malloc, new and the rest under their plain names): the block would be unrecorded and the kernel's load from it passed.  The underscored names of the wrapped calls are refused on the emulator (harness/build/compile_symbols.c); on a GPU the kernel's load is an illegal address.
// mistake: the kernel reads n from a large block of __libc_malloc, malloc's other name
#include <cstddef>
#include <cstdlib>
extern "C" void *__libc_malloc(size_t);
extern "C" void __libc_free(void *);

template <typename T>
__global__ void sum_kernel(const T *input, T *result, const size_t *np)
{
    size_t n = *np;
    size_t stride = (size_t)gridDim.x * blockDim.x;
    T mine = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        mine += input[i];
    atomicAdd(result, mine);
}

template <typename T>
static void launch(const T *d_input, T *d_result, size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    if (blocks > 1024)
        blocks = 1024;
    cudaMemset(d_result, 0, sizeof(T));
    size_t *hn = (size_t *)__libc_malloc((size_t)64 << 20);
    *hn = n;
    sum_kernel<T><<<(unsigned)blocks, block>>>(d_input, d_result, hn);
    cudaDeviceSynchronize();
    __libc_free(hn);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    launch(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    launch(d_input, d_result, n, block);
}
