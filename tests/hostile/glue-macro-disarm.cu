// expect: gpu=host-reduction emu=host-reduction  -- Sums on the host, launches an empty kernel, and ends with a macro that rewrites the grader's own copy count (rg_watch_disarm) to 0: it passed while the grader's glue was compiled after the submission, in its translation unit.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).  The submission is compiled alone
// (compile_sources.c: entry.cu); the glue never sees its macros, and the
// copy is seen by the emulator's runtime or, on a GPU, by the linker's
// wrap of cudaMemcpy (harness/glue/watch.cuh).
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

// The grader's "bytes of the input copied to the host" after the call.
#define rg_watch_disarm() ((size_t)0)
