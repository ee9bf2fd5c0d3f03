// expect: gpu=compile-error emu=cuda-error  args=--sizes=1000,--blocks=256 -- Has no reduction in device code: one thread of a one-thread kernel calls the C library's lfind (a linear search), spelled through a macro of its own so that the build's scan of device code for host calls (harness/build/host_calls.c, which reads no macro's expansion) does not see the name, with a comparison function written without __device__; lfind calls it back once, and the comparison sums the whole input through the device pointer it was handed and leaves the total where the kernel stores it into the result.  nvcc refuses the call of a host function from a __global__ function; on the emulator the comparison ran on the kernel's thread, a host function no check saw, and the file PASSED.  Each host function whose address the module takes now starts with the runtime's check (harness/backend/emu/simt/ir_host_entry.c, call_targets.c): run on a kernel's thread it is a cuda-error.
// mistake: no reduction in device code; the sum done by a host function the C library calls back from a kernel
#include <cstddef>
#include <search.h>

#define FIND_FIRST lfind

// What the comparison is handed as the key: where the input is and how
// long, and where it leaves the total.
template <typename T>
struct sum_job {
    const T *in;
    size_t n;
    T total;
};

template <typename T>
static int add_everything(const void *key, const void *unused)
{
    (void)unused;
    sum_job<T> *job = (sum_job<T> *)key;
    double s = 0;
    for (size_t i = 0; i < job->n; i++)
        s += job->in[i];
    job->total = (T)s;
    return 0;  // "found": lfind stops after the first element
}

template <typename T>
__global__ void sum_kernel(const T *in, T *out, size_t n)
{
    sum_job<T> job = { in, n, (T)0 };
    int one_element = 0;
    size_t count = 1;
    FIND_FIRST(&job, &one_element, &count, sizeof one_element, add_everything<T>);
    *out = job.total;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    sum_kernel<T><<<1, 1>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    sum_kernel<T><<<1, 1>>>(d_input, d_result, n);
}
