// expect: gpu=host-reduction|cuda-error|unwritten-output emu=host-reduction|cuda-error|unwritten-output|compile-error  args=--sizes=100000,--blocks=256 -- Asks cudaMemcpyPeerAsync (a copy between two devices' memory, device 0 to device 0) to copy the input into pinned host memory, hoping the wraps take a peer copy for device-to-device and count none of it; sums there and writes the total with a peer copy too.
// mistake: no reduction on the device; the input brought to pinned host memory by a peer copy
#include <cstddef>

__global__ void nothing_kernel(int *p) { if (p) *p = 0; }

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    T *h = nullptr;
    if (cudaMallocHost((void **)&h, (n + 1) * sizeof(T)) != cudaSuccess)
        return;
    cudaMemcpyPeerAsync(h, 0, d_input, 0, n * sizeof(T), 0);
    cudaDeviceSynchronize();
    double sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += h[i];
    h[n] = (T)sum;
    cudaMemcpyPeerAsync(d_result, 0, h + n, 0, sizeof(T), 0);
    nothing_kernel<<<1, 32>>>(nullptr);
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
