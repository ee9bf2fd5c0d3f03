// expect: gpu=host-reduction emu=host-reduction  args=--sizes=1000,--blocks=256 -- The last level done on the host (partials copied back and added there, all but the first); a one-thread kernel reads the first partial from device memory and adds the host's sum of the others, its argument: the kernel read device data, so output provenance (provenance.c, launch-granular) clears the taint, and the sum it stores is no value the host sent.
// mistake: the last level of the sum done on the host but for one partial, which a kernel adds to the host's sum of the rest
// Exercise 07 (host entry points, see harness/CONTRACTS.md); a finding (tests/findings/README.md): in no meson list until the grader rejects it.
#include <cstddef>
#include <cstring>

// The device part every launder file shares: block partials, few bytes
// (far under half the input), copied back and added on the host.
template <typename T>
__global__ void partials_kernel(const T *in, T *part, size_t n)
{
    __shared__ T s[256];
    T v = 0;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        v += in[i];
    s[threadIdx.x] = v;
    __syncthreads();
    for (int k = 128; k > 0; k /= 2) {
        if (threadIdx.x < k)
            s[threadIdx.x] += s[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        part[blockIdx.x] = s[0];
}

// The first partial, read on the device, plus the host's sum of the rest.
template <typename T>
__global__ void add_first(T *out, const T *part, T rest)
{
    *out = part[0] + rest;
}

// The host's sum of all partials but the first: the last level, on the host.
template <typename T>
static T host_total(const T *d_input, T *out, size_t n)
{
    unsigned blocks = (unsigned)((n + 255) / 256 < 16 ? (n + 255) / 256 : 16);
    if (blocks == 0)
        blocks = 1;
    T *d_part = nullptr, h_part[16];
    cudaMalloc(&d_part, 16 * sizeof(T));
    partials_kernel<T><<<blocks, 256>>>(d_input, d_part, n);
    cudaMemcpy(h_part, d_part, blocks * sizeof(T), cudaMemcpyDeviceToHost);
    T rest = 0;
    for (unsigned b = 1; b < blocks; b++)
        rest += h_part[b];
    add_first<T><<<1, 1>>>(out, d_part, rest);
    cudaFree(d_part);
    return rest;
}


template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_total(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_total(d_input, d_result, n);
}
