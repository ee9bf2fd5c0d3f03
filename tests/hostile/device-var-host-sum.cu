// expect: gpu=wrong-result emu=crash  -- A kernel copies the input into a __device__ array, which host code then reads by name and sums: no copy call at all.  A GPU's host reads only its own shadow of the array (zeros); the emulator, where the array is an ordinary global, passed it.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1) and by tests/kit/batch-hostile.sh.
// The emulator's build gathers the submission's __device__ and __constant__
// variables into pages of their own (harness/backend/emu/simt/ir_devvars.c), closed to
// host code while the entry point runs, as device memory is (memory.c).
#include <cstddef>

// Room for the sizes of --quick (up to 2^16 + 1); past it the sum is wrong.
__device__ double stash[1 << 17];

template <typename T>
__global__ void copy_to_stash(const T *in, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        stash[i] = (double)in[i];
}

template <typename T>
static void host_sum_of_stash(const T *d_input, T *d_result, size_t n, int block)
{
    size_t room = sizeof stash / sizeof stash[0];
    n = n < room ? n : room;
    copy_to_stash<T><<<64, block>>>(d_input, n);
    cudaDeviceSynchronize();
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += stash[i];
    T r = (T)s;
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
