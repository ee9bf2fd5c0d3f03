// expect: gpu=compile-error emu=compile-error  -- Sums on the host, copying the input with __real_cudaMemcpy (the linker's name for the runtime's own cudaMemcpy, behind the wrap that watches copies on a GPU), and launches an empty kernel.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).  Only the grader's glue may name a
// wrapped call's __real_ or __wrap_ symbol (harness/build/compile_symbols.c):
// refused before it is linked, on both backends.
#include <cstddef>
#include <cstdlib>

extern "C" cudaError_t __real_cudaMemcpy(void *dst, const void *src, size_t n,
                                         cudaMemcpyKind kind);

__global__ void nothing_kernel(int *p) { if (p) *p = 0; }

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    T *h = (T *)malloc(n * sizeof(T));
    __real_cudaMemcpy(h, d_input, n * sizeof(T), cudaMemcpyDeviceToHost);
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += h[i];
    T r = (T)s;
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
    free(h);
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
