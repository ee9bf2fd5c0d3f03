// expect: gpu=cuda-error|crash emu=out-of-bounds  args=--sizes=1000,--blocks=256 -- A right sum in every other way, but the kernel reads n through a pointer to 8 bytes from malloc: no copy, no cudaMalloc.  A GPU's kernel cannot reach it (pageable host memory: an illegal address where there is no HMM, as on the kit's H100s); the emulator refused only a kernel's stores to host memory, and passed it.  A kernel's load from the C library's heap (from the grader's executable's end to the break, pinned memory from cudaMallocHost aside) is out of bounds on the emulator too.
// mistake: the kernel reads n through a pointer to malloc's memory
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
    size_t *hn = (size_t *)malloc(sizeof *hn);
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
