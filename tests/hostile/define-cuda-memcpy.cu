// expect: gpu=compile-error|host-reduction emu=compile-error|host-reduction  args=--sizes=100000,--blocks=256 -- Defines the CUDA runtime's cudaMemcpy itself (extern "C", the runtime's own signature), forwarding to cudaMemcpyAsync and a stream sync: in the one program the glue's calls of cudaMemcpy would come here, its count of copies to the host never made.  Then copies the input to the host with it, sums there and writes the total back.  Refused before it is linked (glue-symbol), or else the copies are still counted where the runtime makes them.
// mistake: no reduction on the device; cudaMemcpy redefined to pass by the grader's watch
#include <cstddef>
#include <cstdlib>

extern "C" cudaError_t cudaMemcpy(void *dst, const void *src, size_t n, cudaMemcpyKind kind)
{
    cudaError_t e = cudaMemcpyAsync(dst, src, n, kind, 0);
    cudaStreamSynchronize(0);
    return e;
}

__global__ void nothing_kernel(int *p) { if (p) *p = 0; }

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    T *h = (T *)malloc(n * sizeof(T));
    cudaMemcpy(h, d_input, n * sizeof(T), cudaMemcpyDeviceToHost);
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += h[i];
    T r = (T)s;
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
    nothing_kernel<<<1, 32>>>(nullptr);
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
