// expect: gpu=compile-error emu=compile-error  -- Writes the result through inline assembly, which the emulator's instrumentation cannot see: every thread stores its own element into the result with no atomic, and nothing checks the store.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).  Inline assembly neither runs on the
// emulator as PTX nor is seen by its checks: refused at its line.
#include <cstddef>

template <typename T>
__global__ void store_sum(const T *input, T *result, size_t n)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n) {
        T v = *result + input[i];
        asm volatile("" : : "r"(&v) : "memory"); // an empty statement the compiler must keep
        *result = v;
    }
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(T));
    if (n > 0)
        store_sum<T><<<(unsigned)((n + block - 1) / block), block>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
