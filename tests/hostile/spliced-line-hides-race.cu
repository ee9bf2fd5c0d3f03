// expect: gpu=compile-error emu=compile-error  -- Hides a racy kernel from the emulator: a line directive whose # and "line" a backslash-newline splits (one directive to the preprocessor, two lines to a text search) dresses the rest of the file as a header, so its no_sanitize("coverage") would not be read as the submission's; every thread adds into the result without an atomic.
// mistake: every thread adds into the result with a plain +=; the instrumentation turned off under a spliced #line directive
#include <cstddef>
#\
line 1 "cuda_fp16.h"
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
