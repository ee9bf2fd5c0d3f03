// expect: gpu=compile-error emu=compile-error  -- Copies the input into managed memory, sums it there on the host, launches an empty kernel, and defines the emulator's own count of such copies, hidden, to answer 0: the grader's glue called this one instead of the runtime's, in one translation unit with the submission as in one object linked from two.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).  The submission's object may not
// define a name the glue calls, nor one of the emulator's runtime
// (harness/build/compile_symbols.c): refused before it is linked, on both
// backends.
#include <cstddef>

__global__ void nothing_kernel(int *p) { if (p) *p = 0; }

extern "C" __attribute__((visibility("hidden"))) size_t simt_watch_disarm(void)
{
    return 0;
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    T *m = nullptr;
    cudaMallocManaged(&m, n * sizeof(T));
    cudaMemcpy(m, d_input, n * sizeof(T), cudaMemcpyDeviceToDevice);
    cudaDeviceSynchronize();
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += m[i];
    T r = (T)s;
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
    cudaFree(m);
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
