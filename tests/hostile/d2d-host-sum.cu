// expect: gpu=host-reduction emu=host-reduction  -- Copies the input device-to-device into a scratch buffer, copies that to the host and sums it there, launching an empty kernel: right answers, no reduction on the device.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1) and by tests/kit/batch-hostile.sh.  The
// copy to the host reads no byte of the input's own memory, only a copy of
// it: the grader finds the input's bytes by content in what the copy
// brought (harness/glue/input_runs.h), on both backends.
#include <cstddef>
#include <cstdlib>

__global__ void idle(void) {}

template <typename T>
static void host_sum_via_scratch(const T *d_input, T *d_result, size_t n)
{
    T *scratch = nullptr;
    cudaMalloc((void **)&scratch, n * sizeof(T));
    cudaMemcpy(scratch, d_input, n * sizeof(T), cudaMemcpyDeviceToDevice);
    T *h = (T *)malloc(n * sizeof(T));
    cudaMemcpy(h, scratch, n * sizeof(T), cudaMemcpyDeviceToHost);
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += h[i];
    T r = (T)s;
    idle<<<1, 1>>>(); // so that "launched no kernel" says nothing
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
    free(h);
    cudaFree(scratch);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum_via_scratch(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum_via_scratch(d_input, d_result, n);
}
