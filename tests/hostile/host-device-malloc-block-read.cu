// expect: gpu=cuda-error|crash emu=out-of-bounds  args=--sizes=1000,--blocks=256 -- As kernel-reads-host-mmap-block.cu, but the 64 MiB block comes from malloc in a __noinline__ __host__ __device__ function that host code calls: the build renames a device function's malloc to the emulator's device heap (harness/backend/emu/simt/ir_devheap.c), which on the host hands the call to the C library's malloc from inside the emulator (devheap.c), where no wrap of the link sees it: the block was unrecorded and the kernel's load passed.  Caught since the emulator interposes malloc's family for the whole process (harness/backend/emu/simt/host_libc_allocs.c); on a GPU the load is an illegal address.
// mistake: the kernel reads n from a large block a __host__ __device__ function's malloc made on the host
#include <cstddef>
#include <cstdlib>
#include <cstring>

__host__ __device__ __noinline__ static void *take(size_t n) { return malloc(n); }

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
    char *big = (char *)take(64u << 20);
    memcpy(big, &n, sizeof n);
    sum_kernel<T><<<(unsigned)blocks, block>>>(d_input, d_result, (const size_t *)big);
    cudaDeviceSynchronize();
    free(big);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
