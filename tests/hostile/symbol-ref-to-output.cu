// expect: gpu=host-reduction|cuda-error|compile-error emu=host-reduction|cuda-error|compile-error  args=--sizes=1000,--blocks=256 -- Sums on the host and writes the total with cudaMemcpyToSymbol, passing *d_result as the "symbol": the template takes it by reference, so the symbol's address is the output itself, hoping a write through the symbol API is not watched as a host copy into the output.  On a GPU the output is no symbol (cudaErrorInvalidSymbol); the emulator takes the address: a host total in the output, host-reduction.
// mistake: the sum made on the host, written into the output through cudaMemcpyToSymbol
#include <cstddef>
#include <vector>

template <typename T>
static T host_total(const T *d_input, size_t n)
{
    std::vector<T> h(n);
    cudaMemcpy(h.data(), d_input, n * sizeof(T), cudaMemcpyDeviceToHost);
    T total = T(0);
    for (size_t i = 0; i < n; i++)
        total += h[i];
    return total;
}

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    T total = host_total(d_input, n);
    cudaMemcpyToSymbol(*d_result, &total, sizeof total);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}
