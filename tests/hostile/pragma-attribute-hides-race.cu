// expect: gpu=race|wrong-result emu=compile-error  args=--sizes=4099,--blocks=256 -- Every thread adds into the result without an atomic; the file opens with "#pragma clang attribute push" applying no_sanitize("thread", "address", "memory") and disable_sanitizer_instrumentation to every function after it, so no attribute is written on the kernel itself, hoping the build's check for instrumentation-off attributes reads only attributes spelled on a declaration.  The check sees no_sanitize in the pragma too: compile-error (instrumentation-off); on a GPU the attribute does nothing and the race shows.
// mistake: every thread adds into the result with a plain +=; sanitizer-off attributes applied by a pragma
#include <cstddef>

#pragma clang attribute push(__attribute__((no_sanitize("thread", "address", "memory"), disable_sanitizer_instrumentation)), apply_to = function)

template <typename T>
__global__ void racy_sum(const T *input, T *result, size_t n)
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
#pragma clang attribute pop
