// expect: gpu=host-reduction emu=host-reduction  args=--sizes=100000,--blocks=256 -- A kernel writes the input in reverse order, each value converted to double, into mapped pinned host memory (cudaMallocHost, its device pointer from cudaHostGetDevicePointer: no copy call, and neither the input's bytes nor their order survive for a search by content); the host sums it and copies the total into the output.  The bytes a kernel stores into memory the host reads are data reaching the host, counted as a copy's are (host_stores.c).
// mistake: no reduction on the device; the input, reversed and widened, written by a kernel into zero-copy host memory and summed there
#include <cstddef>

template <typename T>
__global__ void widen_kernel(const T *in, double *out, size_t n)
{
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        out[n - 1 - i] = (double)in[i];
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    double *h = nullptr, *d_h = nullptr;
    if (cudaMallocHost((void **)&h, n * sizeof(double)) != cudaSuccess)
        return;
    cudaHostGetDevicePointer((void **)&d_h, h, 0);
    widen_kernel<T><<<(unsigned)((n + 255) / 256), 256>>>(d_input, d_h, n);
    cudaDeviceSynchronize();
    double sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += h[i];
    T r = (T)sum;
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
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
