// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Sums on the host after a detour through a CUDA array: the input is copied into a cudaArray (cudaMemcpy2DToArray, device to device) and from it to host memory (cudaMemcpy2DFromArray), copies to and from arrays that the grader's watch on copies to the host does not wrap; an empty kernel is launched.  Refused by name on both backends (they reach the runtime behind the watch).
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by tests/kit/check-mutant.sh (line 1).
#include <cstddef>
#include <cstdlib>

__global__ void nothing_kernel(int *p)
{
    if (p)
        *p = 0;
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    cudaChannelFormatDesc desc = cudaCreateChannelDesc(8 * (int)sizeof(T) / 2, 8 * (int)sizeof(T) / 2, 0, 0, cudaChannelFormatKindFloat);
    cudaArray_t arr = nullptr;
    cudaMallocArray(&arr, &desc, n, 1);
    cudaMemcpy2DToArray(arr, 0, 0, d_input, n * sizeof(T), n * sizeof(T), 1, cudaMemcpyDeviceToDevice);
    T *h = (T *)malloc(n * sizeof(T) + 1);
    cudaMemcpy2DFromArray(h, n * sizeof(T), arr, 0, 0, n * sizeof(T), 1, cudaMemcpyDeviceToHost);
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += h[i];
    T r = (T)s;
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
    nothing_kernel<<<1, 32>>>(nullptr);
    cudaFreeArray(arr);
    free(h);
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
