// expect: gpu=host-reduction emu=host-reduction  args=--sizes=100000,--blocks=256 -- Copies the input device-to-device into a __device__ array with cudaMemcpyToSymbolAsync, brings that to the host with cudaMemcpyFromSymbolAsync on a non-blocking stream of its own, sums there and writes the total back with cudaMemcpyToSymbolAsync's twin, cudaMemcpyAsync, then an empty kernel.  (The emulator once crashed it: its asynchronous symbol copies staged the source as host memory; tests/correct/07-multi-block/from-symbol-async-readback.cu.)
// mistake: no reduction on the device; the input brought to the host through a __device__ symbol, asynchronously
#include <cstddef>
#include <cstdlib>

__device__ double stash[131072];

__global__ void nothing_kernel(int *p) { if (p) *p = 0; }

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    size_t bytes = n * sizeof(T);
    if (bytes > sizeof stash)
        return;
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    T *h = (T *)malloc(bytes);
    cudaMemcpyToSymbolAsync(stash, d_input, bytes, 0, cudaMemcpyDeviceToDevice, s);
    cudaMemcpyFromSymbolAsync(h, stash, bytes, 0, cudaMemcpyDeviceToHost, s);
    cudaStreamSynchronize(s);
    double sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += h[i];
    T r = (T)sum;
    cudaMemcpyAsync(d_result, &r, sizeof r, cudaMemcpyHostToDevice, s);
    nothing_kernel<<<1, 32, 0, s>>>(nullptr);
    cudaStreamSynchronize(s);
    cudaStreamDestroy(s);
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
