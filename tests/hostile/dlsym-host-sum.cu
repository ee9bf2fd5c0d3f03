// expect: gpu=host-reduction emu=compile-error  -- Sums on the host, copying the input back with the runtime's cudaMemcpy looked up by name (dlsym): a call the linker's wrap never saw, so on a GPU without clang++ the copy went uncounted (an H200 graded it as a wrong result, the lookup reaching another copy of the runtime, never as the host reduction it is).  The glue wraps dlsym too (harness/glue/lookups.cuh); the emulator's runtime counts the copy itself.  On the emulator a lookup by name is refused outright (harness/build/compile_symbols.c): it would reach every call refused there.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).  Its family that cannot be wrapped,
// the driver API's cuMemcpyDtoH, cudaGetDriverEntryPoint, cudaHostRegister,
// is refused by name (harness/build/compile_symbols.c, unit-compile_symbols).
#include <cstddef>
#include <cstdlib>
#include <dlfcn.h>

typedef cudaError_t (*copy_fn)(void *, const void *, size_t, cudaMemcpyKind);

__global__ void nothing_kernel(int *p) { if (p) *p = 0; }

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    copy_fn unwatched = (copy_fn)dlsym(RTLD_DEFAULT, "cudaMemcpy");
    T *h = (T *)malloc(n * sizeof(T));
    if (unwatched)
        unwatched(h, d_input, n * sizeof(T), cudaMemcpyDeviceToHost);
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
