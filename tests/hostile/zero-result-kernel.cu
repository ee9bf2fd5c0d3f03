// expect: gpu=wrong-result emu=wrong-result  args=--sizes=1000,--blocks=256 -- A kernel that reads its input and then stores 0 (and for a reduction of one block's share, nothing else), the zero-output submission of KernelBench's adversarial tests: it passes wherever the expected output happens to be zero (a harness that fills its inputs with zeros, or that compares against an uninitialised reference).  No graded data kind of a sum has a zero total on the sizes graded, and the reference is computed from the input the grader kept.
// mistake: the result is always 0
#include <cstddef>

template <typename T>
__global__ void looks_busy(const T *input, T *result, size_t n)
{
    T local = 0;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        local += input[i] * T(0);
    if (blockIdx.x == 0 && threadIdx.x == 0)
        *result = local;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    looks_busy<T><<<8, block>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    looks_busy<T><<<8, block>>>(d_input, d_result, n);
}
