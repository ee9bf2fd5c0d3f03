// expect: gpu=host-reduction emu=host-reduction  -- Declares a cudaMemcpy overload for a char * destination, a better match for the grader's own upload of the input, which it records (where each host input went); the entry point then sums the grader's host copy, with no copy of its own, and launches an empty kernel: it passed while the glue was compiled after the submission, in its translation unit.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).  The submission is compiled alone
// (compile_sources.c: entry.cu): the glue never sees the overload, nothing
// is recorded, and the fallback (a copy of the input to the host) is seen
// by the emulator's runtime or, on a GPU, by the linker's wrap of
// cudaMemcpy (harness/glue/watch.cuh).
#include <cstddef>
#include <cstdlib>

#undef cudaMemcpy // the grader's watch was a macro of this name

__global__ void nothing_kernel(int *p) { if (p) *p = 0; }

// The last uploads seen: device address, host source, bytes.
struct upload { const void *dev, *host; size_t bytes; };
static upload seen[64];
static unsigned nseen;

static cudaError_t cudaMemcpy(char *dst, const void *src, size_t n, cudaMemcpyKind kind)
{
    if (kind == cudaMemcpyHostToDevice)
        seen[nseen++ % 64] = upload{dst, src, n};
    return cudaMemcpy((void *)dst, src, n, kind);
}

static const void *host_copy_of(const void *dev, size_t bytes)
{
    for (unsigned i = 0; i < 64; i++)
        if (seen[i].dev == dev && seen[i].bytes >= bytes)
            return seen[i].host;
    return nullptr;
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    const T *h = (const T *)host_copy_of(d_input, n * sizeof(T));
    T *own = nullptr;
    if (!h) { // nothing recorded: copy it, as any host sum would
        own = (T *)malloc(n * sizeof(T));
        cudaMemcpy((void *)own, d_input, n * sizeof(T), cudaMemcpyDeviceToHost);
        h = own;
    }
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += h[i];
    T r = (T)s;
    cudaMemcpy((void *)d_result, &r, sizeof r, cudaMemcpyHostToDevice);
    free(own);
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
