// expect: gpu=cuda-error|crash emu=out-of-bounds  args=--sizes=1000,--blocks=256 -- As kernel-reads-host-mmap-block.cu, but the 64 MiB block the kernel reads n from is strdup's copy of a static string: the C library allocates it inside its own code, where no wrap of the link sees the call (harness/glue/host_blocks.cuh wraps the submission's own calls), so the block was unrecorded and the kernel's load passed on the emulator.  The emulator now interposes malloc's family for the whole process (harness/backend/emu/simt/host_libc_allocs.c), the C library's own calls included; on a GPU the load is an illegal address.
// mistake: the kernel reads n from a large block strdup allocated
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
    static char src[64 << 20];
    memset(src, 'a', sizeof src - 1);
    char *big = strdup(src);
    memcpy(big, &n, sizeof n);
    sum_kernel<T><<<(unsigned)blocks, block>>>(d_input, d_result, (const size_t *)big);
    cudaDeviceSynchronize();
    free(big);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
