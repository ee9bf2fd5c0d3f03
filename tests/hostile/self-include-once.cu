// expect: gpu=compile-error|race|wrong-result emu=race  args=--sizes=1000,--blocks=256 -- Includes itself once, by __FILE__ behind #pragma once and a guard macro: the emulator compiles a rewritten copy of the file whose #line names the original, so __FILE__ reaches the original, unrewritten text, and the racy kernel (every thread adds into the result, no atomic) is compiled from there, hoping code the build never rewrote is code it never checks; it is instrumented all the same. On a GPU, nvcc includes the file itself, whose #pragma once makes the include empty: racy_sum is undefined there, a compile error (seen on an H100).
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by tests/kit/check-mutant.sh (line 1).
#pragma once
#include <cstddef>
#ifdef OUTER_PASS
// Reached only through the include below: the original file, as it lies.
template <typename T>
__global__ void racy_sum(const T *input, T *result, size_t n)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n)
        *result += input[i]; // every thread, no atomic: a race
}
#else
#define OUTER_PASS
#include __FILE__

template <typename T>
static void run(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(T));
    racy_sum<T><<<(unsigned)((n + block - 1) / block), block>>>(d_input, d_result, n);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    run(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    run(d_input, d_result, n, block);
}
#endif
