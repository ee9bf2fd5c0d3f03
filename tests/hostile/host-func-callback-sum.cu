// expect: gpu=crash emu=crash  args=--sizes=1000,--blocks=256 -- Has no reduction on the device: a host function queued on the stream with cudaLaunchHostFunc (run by the runtime between the stream's operations, as the stream drains, not by the entry point itself) sums the input through the device pointer and writes the total into a host variable, which the host then copies into the output, hoping device memory is open to host code while the runtime runs the stream.  A host function reads host memory only: on a GPU the device pointer faults, and on the emulator device memory is closed to it too.
// mistake: no reduction on the device; a stream's host function sums the input
#include <cstddef>

struct job {
    const void *in;
    size_t n;
    int is_double;
    double total;
};

static void CUDART_CB add_all(void *arg)
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
    cudaLaunchHostFunc(0, add_all, &j);
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
