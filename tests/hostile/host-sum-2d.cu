// expect: gpu=host-reduction emu=host-reduction  -- Launches a kernel that only zeroes the result, copies the input to the host with cudaMemcpy2D and sums it there: right answers, no reduction on the device.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).  A kernel is launched, so only the copy
// watch can see this one: it follows cudaMemcpy2D as it follows cudaMemcpy
// (harness/glue/watch.cuh), on both backends.
#include <cstddef>
#include <cstdlib>

template <typename T>
__global__ void zero_result(T *result)
{
    *result = 0;
}

template <typename T>
static void host_sum_2d(const T *d_input, T *d_result, size_t n)
{
    zero_result<T><<<1, 1>>>(d_result);
    // The input as rows of up to 256 elements: the whole rows in one 2D copy,
    // the short last row in another.
    const size_t cols = 256, rows = n / cols, tail = n % cols;
    T *h = (T *)malloc(n * sizeof(T));
    if (rows > 0)
        cudaMemcpy2D(h, cols * sizeof(T), d_input, cols * sizeof(T), cols * sizeof(T), rows,
                     cudaMemcpyDeviceToHost);
    if (tail > 0)
        cudaMemcpy2DAsync(h + rows * cols, tail * sizeof(T), d_input + rows * cols,
                          tail * sizeof(T), tail * sizeof(T), 1, cudaMemcpyDeviceToHost);
    cudaDeviceSynchronize();
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += h[i];
    T r = (T)s;
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
    free(h);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum_2d(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum_2d(d_input, d_result, n);
}
