// expect: gpu=crash emu=crash|compile-error  args=--sizes=1000,--blocks=256 -- Has no reduction on the device: the older stream callback, cudaStreamAddCallback (not cudaLaunchHostFunc, host-func-callback-sum.cu), queued on the stream; the runtime runs it as the stream drains, and it sums the input through the device pointer into a host variable that the host copies into the output, hoping device memory is open to host code while the runtime runs the stream's work.  A callback is host code: on a GPU the device pointer faults, and the emulator closes device memory to it too.
// mistake: no reduction on the device; a stream callback sums the input
#include <cstddef>

struct job {
    const void *in;
    size_t n;
    int is_double;
    double total;
};

static void CUDART_CB add_all(cudaStream_t, cudaError_t, void *arg)
{
    job *j = (job *)arg;
    double s = 0;
    for (size_t i = 0; i < j->n; i++)
        s += j->is_double ? ((const double *)j->in)[i] : ((const float *)j->in)[i];
    j->total = s;
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    static job j;
    j = job{ d_input, n, sizeof(T) == 8, 0 };
    cudaStreamAddCallback(0, add_all, &j, 0);
    cudaStreamSynchronize(0);
    T r = (T)j.total;
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
