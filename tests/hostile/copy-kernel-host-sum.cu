// expect: gpu=host-reduction emu=host-reduction  -- A kernel copies the input into a scratch buffer, which is copied to the host and summed there: right answers, no reduction on the device.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1) and by tests/kit/batch-hostile.sh.  No
// copy reads the input's memory and a kernel is launched: the grader finds
// the input's bytes by content in what the copy to the host brought
// (harness/glue/input_runs.h), on both backends.
#include <cstddef>
#include <cstdlib>

template <typename T>
__global__ void copy_out(const T *in, T *out, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        out[i] = in[i];
}

template <typename T>
static void host_sum_after_copy(const T *d_input, T *d_result, size_t n, int block)
{
    T *scratch = nullptr;
    cudaMalloc((void **)&scratch, n * sizeof(T));
    copy_out<T><<<32, block>>>(d_input, scratch, n);
    T *h = (T *)malloc(n * sizeof(T));
    cudaMemcpy(h, scratch, n * sizeof(T), cudaMemcpyDeviceToHost);
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += h[i];
    T r = (T)s;
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
    free(h);
    cudaFree(scratch);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    host_sum_after_copy(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    host_sum_after_copy(d_input, d_result, n, block);
}
