// expect: gpu=host-reduction emu=host-reduction  -- A kernel copies the input into managed memory, which the host reads and sums, with no copy call at all: right answers, no reduction on the device.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1) and by tests/kit/batch-hostile.sh.  No
// copy call is made and a kernel is launched: the grader searches the
// managed memory the submission allocates for the input's bytes, when it is
// freed (harness/glue/watch.cuh on a GPU, harness/backend/emu/simt/memory.c on the
// emulator; harness/glue/input_runs.h).
#include <cstddef>

template <typename T>
__global__ void copy_out(const T *in, T *out, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        out[i] = in[i];
}

template <typename T>
static void host_sum_managed_copy(const T *d_input, T *d_result, size_t n, int block)
{
    T *m = nullptr;
    cudaMallocManaged((void **)&m, n * sizeof(T));
    copy_out<T><<<32, block>>>(d_input, m, n);
    cudaDeviceSynchronize();
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += m[i];
    T r = (T)s;
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
    cudaFree(m);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    host_sum_managed_copy(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    host_sum_managed_copy(d_input, d_result, n, block);
}
