// expect: gpu=compile-error emu=compile-error  -- Opens the emulator's device memory to host code again with mprotect, then sums the input on the host: the emulator passed it.  A call on the process's memory map is refused on both backends (harness/build/compile_symbols.c).
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).
#include <cstddef>
#include <cstdint>
#include <sys/mman.h>

__global__ void nothing_kernel(int *p) { if (p) *p = 0; }

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    nothing_kernel<<<1, 32>>>(nullptr);
    const uintptr_t page = 4096;
    uintptr_t lo = (uintptr_t)d_input & ~(page - 1);
    uintptr_t hi = ((uintptr_t)(d_input + n) + page - 1) & ~(page - 1);
    mprotect((void *)lo, hi - lo, PROT_READ);
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += d_input[i];
    T r = (T)s;
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}
