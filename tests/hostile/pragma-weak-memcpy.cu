// expect: gpu=host-reduction|glue-symbol|compile-error emu=host-reduction|glue-symbol|compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: copies the input back and sums it on the host, and names its own byte loop memcpy through #pragma weak (a weak alias: no attribute, no asm), hoping the glue's own memcpy calls, linked into the same object, bind to it and the watch's bookkeeping of the copy back goes astray.  Refused when the object defines a name the glue calls (glue-symbol), or the copy back is seen and the sum is host-reduction.
// mistake: no kernel; memcpy defined through #pragma weak
#include <cstddef>
#include <vector>
extern "C" void *rg_bytes(void *to, const void *from, size_t n)
{
    unsigned char *d = (unsigned char *)to;
    const unsigned char *s = (const unsigned char *)from;
    while (n--)
        *d++ = *s++;
    return to;
}
#pragma weak memcpy = rg_bytes

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    std::vector<T> h(n);
    cudaMemcpy(h.data(), d_input, n * sizeof(T), cudaMemcpyDeviceToHost);
    T s = T(0);
    for (size_t i = 0; i < n; i++)
        s += h[i];
    cudaMemcpy(d_result, &s, sizeof s, cudaMemcpyHostToDevice);
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
