// expect: gpu=cuda-error|crash emu=out-of-bounds  args=--sizes=1000,--blocks=256 -- As kernel-reads-host-heap.cu, but the 8 bytes the kernel reads n from begin a block of 64 MiB from malloc, which the C library maps apart from its heap (past M_MMAP_THRESHOLD), anywhere among the process's other mappings: the heap's range cannot tell it from the emulator's own memory, and it passed.  The submission's host allocations are wrapped at the link (harness/glue/host_blocks.cuh) and each such block recorded (harness/backend/emu/simt/host_blocks.c): a kernel's load from it is out of bounds.
// mistake: the kernel reads n through a pointer to a large block from malloc
#include <cstddef>
#include <cstdlib>

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
    size_t *hn = (size_t *)malloc((size_t)64 << 20);
    *hn = n;
    sum_kernel<T><<<(unsigned)blocks, block>>>(d_input, d_result, hn);
    cudaDeviceSynchronize();
    free(hn);
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
