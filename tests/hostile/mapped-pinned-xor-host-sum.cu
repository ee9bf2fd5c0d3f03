// expect: gpu=host-reduction emu=host-reduction  args=--sizes=100000,--blocks=256 -- A kernel writes every element of the input with its bytes XORed by a constant into mapped pinned host memory (zero-copy: no cudaMemcpy at all, and no run of the input's bytes survives for a search by content to find); the host undoes the XOR, sums, and a one-thread kernel stores the total it is handed as an argument.  Bytes a kernel stores into memory the host reads without a copy count as data reaching the host, as a device-to-host copy does (host_stores.c).
// mistake: no reduction on the device; the input, scrambled, written by a kernel into zero-copy host memory and summed there
#include <cstddef>
#include <cstring>

template <typename T>
__global__ void scramble_kernel(const T *in, unsigned char *out, size_t n)
{
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
        const unsigned char *b = (const unsigned char *)&in[i];
        for (size_t k = 0; k < sizeof(T); k++)
            out[i * sizeof(T) + k] = b[k] ^ 0x5a;
    }
}

template <typename T>
__global__ void store_kernel(T *out, T v) { *out = v; }

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    unsigned char *h = nullptr, *d_h = nullptr;
    if (cudaHostAlloc((void **)&h, n * sizeof(T), cudaHostAllocMapped) != cudaSuccess)
        return;
    cudaHostGetDevicePointer((void **)&d_h, h, 0);
    scramble_kernel<T><<<(unsigned)((n + 255) / 256), 256>>>(d_input, d_h, n);
    cudaDeviceSynchronize();
    double sum = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char b[sizeof(T)];
        for (size_t k = 0; k < sizeof(T); k++)
            b[k] = h[i * sizeof(T) + k] ^ 0x5a;
        T v;
        memcpy(&v, b, sizeof v);
        sum += v;
    }
    store_kernel<T><<<1, 1>>>(d_result, (T)sum);
    cudaDeviceSynchronize();
    cudaFreeHost(h);
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
