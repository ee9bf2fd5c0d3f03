// expect: gpu=compile-error emu=compile-error  -- Hides a racy kernel from the emulator as unseen-race.cu does, with the attribute spelt the other way GNU attributes may be: __no_sanitize__("coverage").  The refusal matches no_sanitize as a whole identifier, so the underscored name goes through, none of the kernel's loads and stores is seen, and every thread adding into the result without an atomic passes.
// mistake: every thread adds into the result with a plain +=; the instrumentation turned off by __no_sanitize__
#include <cstddef>

#define QUICKLY __attribute__((__no_sanitize__("coverage")))

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
