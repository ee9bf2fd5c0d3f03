// expect: gpu=cuda-error|crash emu=out-of-bounds  args=--sizes=1000,--blocks=256 -- A right sum in every other way (each thread adds its grid-stride share with one atomic), but the kernel reads n through a pointer to a local of the host function that launched it: no copy, no cudaMalloc, the size where the host keeps it.  A GPU's kernel cannot reach a host function's locals (pageable host memory: an illegal address, on a machine without HMM as the kit's H100s are); the emulator's kernels run in the grader's address space, where only stores to host memory were refused, and passed it.  A kernel's load from the host thread's live frames is out of bounds on the emulator too.
// mistake: the kernel reads n through a pointer to the host's local
#include <cstddef>

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
    size_t on_stack = n;
    size_t *hn = &on_stack;
    sum_kernel<T><<<(unsigned)blocks, block>>>(d_input, d_result, hn);
    cudaDeviceSynchronize();
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
