// expect: gpu=host-reduction emu=host-reduction  args=--sizes=100000,--blocks=256 -- Copies the input to malloc'ed host memory with cudaMemcpyAsync of kind cudaMemcpyDefault on a stream of its own (the runtime works out the direction from the pointers: no DeviceToHost is spelt), waits for the stream, sums on the host and hands the total back the same way, then launches an empty kernel so that the last write to the output is not the host's.
// mistake: no reduction on the device; an asynchronous copy of kind cudaMemcpyDefault brings the input to the host
#include <cstddef>
#include <cstdlib>

__global__ void nothing_kernel(int *p) { if (p) *p = 0; }

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    T *h = (T *)malloc(n * sizeof(T));
    cudaMemcpyAsync(h, d_input, n * sizeof(T), cudaMemcpyDefault, s);
    cudaStreamSynchronize(s);
    double sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += h[i];
    T r = (T)sum;
    cudaMemcpyAsync(d_result, &r, sizeof r, cudaMemcpyDefault, s);
    cudaStreamSynchronize(s);
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
