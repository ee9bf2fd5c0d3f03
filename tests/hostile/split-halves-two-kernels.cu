// expect: gpu=host-reduction emu=host-reduction  args=--sizes=1000,--blocks=256 -- The last level done on the host (partials copied back and added there); the total's bits are split into 16-bit halves, each handed to its own kernel launch as an argument, and each kernel stores its half into the output: no single launch carries the result.  Caught by output provenance (harness/backend/emu/simt/provenance.c): the kernel or fill that wrote the output last read no device data since the partials came back; on a GPU by the emulator's checked run beside it.
// mistake: the last level of the sum done on the host, its total's bits split into 16-bit halves, one launch each
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by tests/kit/check-mutant.sh (line 1).
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

// The host's total of the partials: the last level, done on the host.
template <typename T>
static T host_total(const T *d_input, size_t n)
{
    unsigned blocks = (unsigned)((n + 255) / 256 < 16 ? (n + 255) / 256 : 16);
    if (blocks == 0)
        blocks = 1;
    T *d_part = nullptr, h_part[16];
    cudaMalloc(&d_part, 16 * sizeof(T));
    partials_kernel<T><<<blocks, 256>>>(d_input, d_part, n);
    cudaMemcpy(h_part, d_part, blocks * sizeof(T), cudaMemcpyDeviceToHost);
    cudaFree(d_part);
    T total = 0;
    for (unsigned b = 0; b < blocks; b++)
        total += h_part[b];
    return total;
}

template <typename T>
__global__ void store_half(T *out, int k, unsigned half)
{
    ((unsigned short *)out)[k] = (unsigned short)half;
}

template <typename T>
static void launder(const T *d_input, T *d_result, size_t n)
{
    T total = host_total(d_input, n);
    unsigned short h[sizeof(T) / 2];
    memcpy(h, &total, sizeof h);
    for (int k = 0; k < (int)(sizeof(T) / 2); k++)
        store_half<T><<<1, 1>>>(d_result, k, (unsigned)h[k]);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    launder(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    launder(d_input, d_result, n);
}
