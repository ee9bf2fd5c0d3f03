// expect: gpu=wrong-result|race emu=out-of-bounds  args=--sizes=4099,--blocks=256 -- Every thread casts the const off threadIdx.x and sets it to 0 before adding the first element of its block into the result with a plain +=, hoping that the emulator, whose threadIdx is a field of its own per-thread record, then takes every thread for thread 0 (one writer per block, no race to see) or that the scheduler, reading the same record, runs them as one.  On a GPU threadIdx.x is read from a special register: nvcc 13 builds the cast (the store goes to a copy, if anywhere), and the block's threads still race on one element.  On the emulator the record is the runtime's memory, which a kernel may read but not write.
// mistake: threadIdx.x written through a const_cast; a plain += into the result by every thread
#include <cstddef>
template <typename T>
__global__ void sum_kernel(const T *input, T *result, size_t n)
{
    // every thread claims to be thread 0 of its block before the race checks look
    const_cast<unsigned &>(threadIdx.x) = 0;
    size_t i = (size_t)blockIdx.x * blockDim.x;
    if (i < n) *result += input[i];
}
template <typename T>
static void launch(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(T));
    sum_kernel<T><<<(unsigned)((n + block - 1) / block), block>>>(d_input, d_result, n);
}
template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
