// expect: gpu=crash emu=crash  -- Sums the input on the host straight through the device pointer, with no copy at all: a GPU crashes; the emulator, whose device memory is the grader's own, passed it.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).  While the entry point runs, the
// emulator closes device memory to host code (harness/backend/emu/simt/memory.c).
#include <cstddef>
#include <cstdlib>

__global__ void nothing_kernel(int *p) { if (p) *p = 0; }

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    const T *h = d_input; // no copy: the device pointer, read on the host
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += h[i];
    T r = (T)s;
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
    nothing_kernel<<<1, 32>>>(nullptr);
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
