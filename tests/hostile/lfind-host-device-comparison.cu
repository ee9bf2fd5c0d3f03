// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no reduction in device code but a loop of one thread: a one-thread kernel calls the C library's lfind with a comparison marked __host__ __device__, which lfind calls back once and which adds the whole input into the key it was handed; the kernel stores that total.  A comparison marked for the device is device code to the emulator's checks, so the run-time check of host functions a kernel's thread starts (ir_host_entry.c) does not stop it, and lfind was not on the build's list of the C library's host functions that device code may not call (qsort and bsearch were): the file PASSED on the emulator.  nvcc refuses the call of a host function (lfind) from a __global__ function; the emulator now refuses it by name too (harness/build/host_calls.c, with qsort_r, lsearch, tsearch, tfind, tdelete, twalk, twalk_r and tdestroy).
// mistake: a serial sum in a comparison the C library's lfind calls back from a kernel
#include <cstddef>
#include <search.h>

// The key lfind hands the comparison: the input, its length, the total.
template <typename T>
struct running_total {
    const T *data;
    size_t count;
    T total;
};

template <typename T>
__host__ __device__ int add_up(const void *key, const void *element)
{
    (void)element;
    running_total<T> *t = (running_total<T> *)key;
    T s = 0;
    for (size_t i = 0; i < t->count; i++)
        s += t->data[i];
    t->total = s;
    return 0;
}

template <typename T>
__global__ void total_kernel(const T *in, T *out, size_t n)
{
    running_total<T> t = { in, n, (T)0 };
    int probe = 0;
    size_t one = 1;
    lfind(&t, &probe, &one, sizeof probe, add_up<T>);
    *out = t.total;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    total_kernel<T><<<1, 1>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    total_kernel<T><<<1, 1>>>(d_input, d_result, n);
}
