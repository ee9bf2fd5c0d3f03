// expect: gpu=compile-error emu=compile-error  -- Hides a racy kernel from the emulator: a macro marks it no_sanitize("coverage"), so none of its loads and stores is seen, no thread switches between them and no race is found; every thread adds into the result without an atomic.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).  The emulator's build refuses code
// that turns its instrumentation off (harness/build/instrumented.h), at the line.
#include <cstddef>

#define QUICKLY __attribute__((no_sanitize("coverage")))

template <typename T>
QUICKLY __global__ void racy_sum(const T *input, T *result, size_t n)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n)
        *result += input[i]; // every thread, no atomic: a race
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(T));
    if (n > 0)
        racy_sum<T><<<(unsigned)((n + block - 1) / block), block>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
