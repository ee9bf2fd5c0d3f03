// expect: gpu=host-reduction emu=host-reduction  -- A kernel copies the input into a scratch buffer in reverse order, which is copied to the host and summed there: no run of the input's bytes survives the permutation, but the whole input's volume comes back to the host.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1) and by tests/kit/batch-hostile.sh.
// The content search (harness/glue/input_runs.h) looks for runs of the
// input's bytes in order; this copy has none, so the grader counts the
// volume instead: every byte that came from the device to the host during
// the call (watch.cuh on the GPU, the emulator's runtime in memory.c).
#include <cstddef>
#include <cstdlib>

template <typename T>
__global__ void reverse_copy(const T *in, T *out, size_t n)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n)
        out[n - 1 - i] = in[i];
}

template <typename T>
static void host_sum_of_reversed(const T *d_input, T *d_result, size_t n)
{
    T *scratch = nullptr;
    cudaMalloc((void **)&scratch, n * sizeof(T));
    if (n > 0)
        reverse_copy<<<(unsigned)((n + 255) / 256), 256>>>(d_input, scratch, n);
    T *h = (T *)malloc(n * sizeof(T) + 1);
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
    (void)block;
    host_sum_of_reversed(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum_of_reversed(d_input, d_result, n);
}
