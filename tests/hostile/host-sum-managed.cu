// expect: gpu=host-reduction emu=host-reduction  -- Copies the input device-to-device into managed memory, reads it on the host and sums it there, launching no kernel: right answers, no reduction on the device.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).  No copy to host memory is made: the
// emulator's runtime counts a copy into managed memory as one the host can
// read, and so does a GPU's wrap of cudaMemcpy, which asks the destination
// (harness/glue/watch.cuh); a GPU also sees that the entry point launches
// no kernel (harness/glue/launches.cuh).
#include <cstddef>

template <typename T>
static void host_sum_managed(const T *d_input, T *d_result, size_t n)
{
    T *m = nullptr;
    cudaMallocManaged(&m, n * sizeof(T));
    cudaMemcpy(m, d_input, n * sizeof(T), cudaMemcpyDeviceToDevice);
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
    (void)block;
    host_sum_managed(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum_managed(d_input, d_result, n);
}
