// expect: gpu=host-reduction emu=host-reduction  args=--sizes=100000,--blocks=256 -- A kernel moves every element of the input, its bits rotated, into managed memory (cudaMallocManaged) with atomicExch (the atomics' path, not a plain store; no run of the input's bytes survives); the host rotates back, sums, and a one-thread kernel stores the total it is handed as an argument.  What a kernel stores into managed memory reaches the host with no copy, and counts as a copy's bytes do (host_stores.c).
// mistake: no reduction on the device; the input, rotated, moved by a kernel's atomics into managed memory and summed on the host
#include <cstddef>
#include <cstring>

__global__ void rotate_kernel(const unsigned *in, unsigned *out, size_t words)
{
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < words; i += (size_t)gridDim.x * blockDim.x)
        atomicExch(&out[i], (in[i] << 7) | (in[i] >> 25));
}

template <typename T>
__global__ void store_kernel(T *out, T v) { *out = v; }

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    size_t words = n * sizeof(T) / 4;
    unsigned *m = nullptr;
    if ((n * sizeof(T)) % 4 || cudaMallocManaged((void **)&m, words * 4) != cudaSuccess)
        return;
    rotate_kernel<<<(unsigned)((words + 255) / 256), 256>>>((const unsigned *)d_input, m, words);
    cudaDeviceSynchronize();
    for (size_t i = 0; i < words; i++)
        m[i] = (m[i] >> 7) | (m[i] << 25);
    double sum = 0;
    for (size_t i = 0; i < n; i++) {
        T v;
        memcpy(&v, (const char *)m + i * sizeof(T), sizeof v);
        sum += v;
    }
    store_kernel<T><<<1, 1>>>(d_result, (T)sum);
    cudaDeviceSynchronize();
    cudaFree(m);
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
