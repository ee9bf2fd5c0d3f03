// expect: gpu=cuda-error|crash|compile-error emu=cuda-error  args=--sizes=100000,--blocks=256 -- A kernel moves the input into a plain host global array with atomicExch, one element a thread (the atomics' own path, not a plain store), through a pointer the host hands it; the host sums the array and copies the total into the output.  A GPU's kernel cannot reach a host global (an illegal address); on the emulator an atomic there is refused as a store is (atomic.c, simt_mem_kernel_store, host_globals.c): cuda-error, the kernel stopped.
// mistake: no reduction on the device; a kernel's atomics carry the input into a host global
#include <cstddef>

static unsigned long long host_words[1 << 20];

__global__ void exch_kernel(const unsigned long long *in, unsigned long long *out, size_t words)
{
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < words; i += (size_t)gridDim.x * blockDim.x)
        atomicExch(&out[i], in[i]);
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    size_t words = (n * sizeof(T) + 7) / 8;
    if (words > sizeof host_words / 8 || (n * sizeof(T)) % 8)
        return;
    exch_kernel<<<(unsigned)((words + 255) / 256), 256>>>((const unsigned long long *)d_input, host_words, words);
    cudaDeviceSynchronize();
    const T *h = (const T *)host_words;
    double sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += h[i];
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
