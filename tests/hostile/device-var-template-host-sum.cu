// expect: gpu=wrong-result emu=crash  -- The same trick through a variable template: a kernel copies the input into stash<double>, a __device__ array declared once for every type, and host code reads it by name and sums it.  A GPU's host reads only its shadow (zeros); the emulator passed it, since the compiler puts a template's instance in a group of its own that the linker laid out past the pages closed to host code.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1) and by tests/kit/batch-hostile.sh.
// harness/backend/emu/simt/ir_devvars.c takes the instance out of its group, into the
// section of the other device variables, whose pages memory.c closes.
#include <cstddef>

// Room for the sizes of --quick (up to 2^16 + 1); past it the sum is wrong.
template <typename U>
__device__ U stash[1 << 17];

template <typename T>
__global__ void copy_to_stash(const T *in, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        stash<double>[i] = (double)in[i];
}

template <typename T>
static void host_sum_of_stash(const T *d_input, T *d_result, size_t n, int block)
{
    size_t room = sizeof stash<double> / sizeof stash<double>[0];
    n = n < room ? n : room;
    copy_to_stash<T><<<64, block>>>(d_input, n);
    cudaDeviceSynchronize();
    double total = 0;
    for (size_t i = 0; i < n; i++)
        total += stash<double>[i];
    T r = (T)total;
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    host_sum_of_stash(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    host_sum_of_stash(d_input, d_result, n, block);
}
