// expect: gpu=crash|cuda-error emu=cuda-error  args=--sizes=1000,--blocks=256 -- The whole sum is computed by a host function (no __device__) that one kernel thread calls through a function pointer the host handed it, and the kernel stores what it returns into the output.  On a GPU a kernel cannot run host code (the pointer is a host address: an illegal address); the build's check of kernels that call host code (host_calls.c) sees direct calls only, and on the emulator the call is checked when it runs: the build puts a check before each call through a pointer in device code (ir_indirect.c), whose target must be a __device__ function of the module (call_targets.c).
// mistake: a kernel calls a host function through a pointer, which sums the input
#include <cstddef>

template <typename T>
static T add_all(const T *in, size_t n)
{
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += (double)in[i];
    return (T)s;
}

template <typename T>
__global__ void call_it(T (*fn)(const T *, size_t), const T *in, T *out, size_t n)
{
    if (blockIdx.x == 0 && threadIdx.x == 0)
        *out = fn(in, n);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    call_it<T><<<1, 32>>>(&add_all<T>, d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
