// expect: gpu=crash|cuda-error emu=cuda-error  args=--sizes=1000,--blocks=256 -- Has no reduction on the device: the host hands a kernel a pointer to a host function (no __device__), which one thread of the kernel calls; the host function sums the input through the device pointer into a host global, and the host copies that total into the output.  On a GPU a kernel cannot call host code (an illegal instruction or address); on the emulator the call through the pointer is checked when it runs (ir_indirect.c, call_targets.c): the host function is no __device__ function, a cuda-error (and past it, its store into a host global would be one too: host_globals.c).
// mistake: no reduction on the device; a kernel calls a host function through a pointer, which sums the input
#include <cstddef>

static double host_total;

template <typename T>
static void add_all(const T *in, size_t n)
{
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += (double)in[i];
    host_total = s;
}

template <typename T>
__global__ void call_it(void (*fn)(const T *, size_t), const T *in, size_t n)
{
    if (blockIdx.x == 0 && threadIdx.x == 0)
        fn(in, n);
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    call_it<T><<<1, 32>>>(&add_all<T>, d_input, n);
    cudaDeviceSynchronize();
    T r = (T)host_total;
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
