// expect: gpu=cuda-error emu=cuda-error  args=--sizes=1000,--blocks=256 -- Part 0 asks cudaFuncGetAttributes and cudaFuncSetAttribute about its host wrapper sum_atomic<T>, not its kernel, and stops with the error they return.  A GPU's runtime answers cudaErrorInvalidDeviceFunction (no kernel is registered at a host function's address); the emulator answered success for any address, so the file went on and passed.  Where the build's kernel table is there, an address it does not name is refused now (kernel_table.c, simt_kernel_unnamed): cuda-error.
// mistake: the kernel's attributes asked of the host wrapper
#include <cstddef>
#include <cstdio>
#include <cstdlib>

template <typename T>
__global__ void add_all(const T *input, T *result, size_t n)
{
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        atomicAdd(result, input[i]);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaFuncAttributes attrs;
    cudaError_t e = cudaFuncGetAttributes(&attrs, sum_atomic<T>);
    if (e == cudaSuccess)
        e = cudaFuncSetAttribute(sum_atomic<T>, cudaFuncAttributePreferredSharedMemoryCarveout, 50);
    if (e != cudaSuccess) {
        fprintf(stderr, "attributes: %s\n", cudaGetErrorString(e));
        return;
    }
    cudaMemsetAsync(d_result, 0, sizeof(T));
    add_all<T><<<(unsigned)((n + block - 1) / block), block>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(T));
    add_all<T><<<(unsigned)((n + block - 1) / block), block>>>(d_input, d_result, n);
}
