// expect: gpu=compile-error|cuda-error|wrong-result emu=wrong-result  args=--sizes=1000,--blocks=256 -- Has no reduction on the device: a kernel copies a chunk of the input into a namespace-scope extern __shared__ array (the launch's dynamic shared memory) and the host reads that array by name after the launch, a chunk at a time, and sums it.  A GPU's host has no shared memory to read; the emulator's one window of it is poisoned when a launch ends (shadow.c), so the host sums the poison.
// mistake: no reduction on the device; the host reads the dynamic shared memory a kernel filled
#include <cstddef>

extern __shared__ double window[];

template <typename T>
__global__ void fill(const T *in, size_t from, size_t n)
{
    for (size_t i = threadIdx.x; i < 4096 && from + i < n; i += blockDim.x)
        window[i] = (double)in[from + i];
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    double sum = 0;
    for (size_t from = 0; from < n; from += 4096) {
        fill<T><<<1, 256, 4096 * sizeof(double)>>>(d_input, from, n);
        cudaDeviceSynchronize();
        volatile double *s = window;
        for (size_t i = 0; i < 4096 && from + i < n; i++)
            sum += s[i];
    }
    T r = (T)sum;
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
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
