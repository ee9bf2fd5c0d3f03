// expect: gpu=cuda-error|crash emu=out-of-bounds  args=--sizes=1000,--blocks=256 -- Weighs each element by a mask of ones that it builds on the host in a new float[1 << 24] (new double[...] in the double parts) and hands to the kernel as it is, with no copy: a GPU's kernel cannot reach pageable host memory (an illegal address).  The array is a mapping of malloc's own, apart from its heap (at 2^24 elements past the largest threshold malloc moves to, 32 MiB: a block of 2^20 lands in the heap once the process has freed a larger mapped one), which only the record of the submission's operator new[] (harness/glue/host_blocks.cuh) tells from the emulator's memory: the kernel only reads it, and passed before.
// mistake: a host array from new[] passed to the kernel instead of a device copy
#include <cstddef>

template <typename T>
__global__ void sum_kernel(const T *input, const T *mask, T *result, size_t n)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    T mine = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        mine += input[i] * mask[i];
    atomicAdd(result, mine);
}

template <typename T>
static void launch(const T *d_input, T *d_result, size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    if (blocks > 1024)
        blocks = 1024;
    T *mask = new T[n > ((size_t)1 << 24) ? n : (size_t)1 << 24];
    for (size_t i = 0; i < n; i++)
        mask[i] = T(1);
    cudaMemset(d_result, 0, sizeof(T));
    sum_kernel<T><<<(unsigned)blocks, block>>>(d_input, mask, d_result, n);
    cudaDeviceSynchronize();
    delete[] mask;
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
