// expect: gpu=host-reduction emu=host-reduction  args=--sizes=100000,--blocks=256 -- A kernel copies the input, unchanged, into mapped pinned host memory (cudaHostAlloc with cudaHostAllocMapped, its device address from cudaHostGetDevicePointer: zero-copy, no cudaMemcpy of the input at all); the host sums it there and copies the total into the output with cudaMemcpy.  Bytes a kernel stores into memory the host reads without a copy count as data reaching the host, as a device-to-host copy does (host_stores.c).
// mistake: no reduction on the device; the input written by a kernel into zero-copy host memory and summed there
#include <cstddef>

template <typename T>
__global__ void copy_kernel(const T *in, T *out, size_t n)
{
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        out[i] = in[i];
}

template <typename T>
__global__ void store_kernel(T *out, T v) { *out = v; }

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    T *h = nullptr, *d_h = nullptr;
    if (cudaHostAlloc((void **)&h, n * sizeof(T), cudaHostAllocMapped) != cudaSuccess)
        return;
    cudaHostGetDevicePointer((void **)&d_h, h, 0);
    copy_kernel<T><<<(unsigned)((n + 255) / 256), 256>>>(d_input, d_h, n);
    cudaDeviceSynchronize();
    double sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += h[i];
    T r = (T)sum; cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
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
