// expect: gpu=cuda-error|host-reduction|wrong-result emu=cuda-error|host-reduction|wrong-result  args=--sizes=1000,--blocks=256 -- Has no kernel: copies the input to the host with cudaMemcpyFromSymbol, passing the input itself as the "symbol" (a reference bound to *d_input cast to a large array type: binding a reference reads nothing), hoping the symbol path is watched for __device__ variables only and not for copies of the input.  A GPU's runtime refuses an address it never registered (cudaErrorInvalidSymbol); the emulator's runtime counts the bytes a symbol copy brings back as any copy's.
// mistake: no kernel; the input copied back through cudaMemcpyFromSymbol, its pointer as the symbol
#include <cstddef>
#include <vector>

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    typedef T Whole[1 << 20];
    const Whole &as_symbol = *reinterpret_cast<const Whole *>(d_input);
    std::vector<T> h(n ? n : 1);
    cudaMemcpyFromSymbol(h.data(), as_symbol, n * sizeof(T), 0, cudaMemcpyDeviceToHost);
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += h[i];
    T t = (T)s;
    cudaMemcpy(d_result, &t, sizeof t, cudaMemcpyHostToDevice);
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
