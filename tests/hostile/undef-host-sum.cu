// expect: gpu=host-reduction emu=host-reduction  -- Sums on the host and hides it: #undefs the grader's copy wrappers (the host-reduction watch was macros) and launches an empty kernel, so that "no kernel launched" does not give it away either.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).  The submission is compiled apart
// from the glue, which it never reaches: the emulator counts the input's
// copies in its runtime, a GPU in the linker's wrap of cudaMemcpy
// (harness/glue/watch.cuh).
#undef cudaMemcpy
#include <cstddef>
#include <cstdlib>

__global__ void nothing_kernel(int *p) { if (p) *p = 0; }

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    T *h = (T *)malloc(n * sizeof(T));
    cudaMemcpy(h, d_input, n * sizeof(T), cudaMemcpyDeviceToHost);
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
