// expect: gpu=cuda-error|crash emu=out-of-bounds  args=--sizes=1000,--blocks=256 -- Copies the input into a std::vector<T> of 2^20 elements (std::vector<float> in the float parts) on the host and hands its data() to the kernel in place of the device copy: a GPU's kernel cannot reach pageable host memory (an illegal address).  The vector's 4 or 8 MiB are a mapping of malloc's own, apart from its heap, which only the record of the submission's operator new (harness/glue/host_blocks.cuh) tells from the emulator's memory: out of bounds there too.
// mistake: the kernel sums a host std::vector's data() instead of device memory
#include <cstddef>
#include <vector>

template <typename T>
__global__ void sum_kernel(const T *input, T *result, size_t n)
{
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
    std::vector<T> staged(n > ((size_t)1 << 20) ? n : (size_t)1 << 20);
    cudaMemcpy(staged.data(), d_input, n * sizeof(T), cudaMemcpyDeviceToHost);
    cudaMemset(d_result, 0, sizeof(T));
    sum_kernel<T><<<(unsigned)blocks, block>>>(staged.data(), d_result, n);
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
