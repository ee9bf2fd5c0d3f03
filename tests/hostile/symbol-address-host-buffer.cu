// expect: gpu=compile-error emu=host-reduction|compile-error  args=--sizes=1000,--blocks=256 -- Sums on the host after a copy dressed as device to device: simt_symbol_address (cudaGetSymbolAddress's hook in the emulator's runtime, declared in its simt_rt.h, so the build's name check lets it through) declares a malloc'ed host buffer device memory "to the copy and fill calls", then cudaMemcpyDeviceToDevice copies the whole input into it, which a volume rule that counts only copies to the host would not count; the host sums it and copies the total in.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by tests/kit/check-mutant.sh (line 1).
#include <cstddef>
#include <cstdlib>

// The emulator's runtime: the variable at p, n bytes, is device memory to
// the copy and fill calls from now on.
extern "C" void simt_symbol_address(const void *p, size_t n);

__global__ void nothing_kernel(int *p)
{
    if (p)
        *p = 0;
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    T *h = (T *)malloc(n * sizeof(T) + 1);
    simt_symbol_address(h, n * sizeof(T));
    cudaMemcpy(h, d_input, n * sizeof(T), cudaMemcpyDeviceToDevice);
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
