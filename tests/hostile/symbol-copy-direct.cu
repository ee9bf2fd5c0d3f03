// expect: gpu=compile-error emu=host-reduction|compile-error  args=--sizes=1000,--blocks=256 -- Sums on the host after copying the whole input with simt_symbol_copy, the emulator's runtime call behind cudaMemcpyFromSymbol (declared in its simt_rt.h, so the build's name check lets it through), called directly with d_input as the "symbol", hoping the copy watch sits in the shim's cudaMemcpyFromSymbol and not in the runtime; an empty kernel is launched and the total copied in.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by tests/kit/check-mutant.sh (line 1).
#include <cstddef>
#include <cstdlib>

// The emulator's runtime: a copy between a __device__ variable and host memory.
extern "C" cudaError_t simt_symbol_copy(void *dst, const void *src, size_t n, cudaStream_t s, int async);

__global__ void nothing_kernel(int *p)
{
    if (p)
        *p = 0;
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    T *h = (T *)malloc(n * sizeof(T) + 1);

    simt_symbol_copy(h, d_input, n * sizeof(T), 0, 0);
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += h[i];
    T r = (T)s;
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
    nothing_kernel<<<1, 32>>>(nullptr);
    cudaDeviceSynchronize();
    free(h);
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
