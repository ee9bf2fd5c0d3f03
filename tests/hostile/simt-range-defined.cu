// expect: gpu=glue-symbol|compile-error|host-reduction emu=glue-symbol|compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: copies the input back and sums it on the host, and defines simt_dev_data_lo and simt_dev_data_hi, the bounds the glue's object takes as weak references (the range of the submission's __device__ variables, which the emulator closes to host code), both at one byte of its own: an empty range, hoping the glue then watches no device variable and the runtime's closing of device memory leaves the real ones open.  Refused: the emulator's names are the runtime's and the build's alone (glue-symbol, or the build's own definition of the range collides); where the names mean nothing the host sum is caught.
// mistake: no kernel; the glue's weak range of device variables defined empty
#include <cstddef>
#include <vector>
extern "C" {
char simt_dev_data_lo[1];
char simt_dev_data_hi[1];
}

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
