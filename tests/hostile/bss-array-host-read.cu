// expect: gpu=cuda-error|crash emu=cuda-error  args=--sizes=1000,--blocks=256 -- As kernel-reads-host-mmap-block.cu, but the kernel reads n from the last word of a 64 MiB static array of the host function (.bss, mapped with the image, from no allocator a wrap or the interposition of malloc sees).  Contained: a kernel's load from the image's host variables is refused as host memory (harness/backend/emu/simt/host_globals.c); on a GPU the load is an illegal address.
// mistake: the kernel reads n from a large static host array
#include <cstddef>
#include <cstdlib>
#include <cstring>

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
    static size_t big[8u << 20];
    big[(8u << 20) - 1] = n;
    sum_kernel<T><<<(unsigned)blocks, block>>>(d_input, d_result, (const size_t *)&big[(8u << 20) - 1]);
    cudaDeviceSynchronize();
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
