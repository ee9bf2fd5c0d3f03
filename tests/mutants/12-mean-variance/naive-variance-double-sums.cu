// expect: gpu=wrong-result emu=wrong-result args=--quick,--blocks=32 -- E[x^2] - E[x]^2 cancels: double sums are enough for float data (the float instance passes), but for double data with a large offset the cancellation eats the variance's digits
// mistake: the naive formula E[x^2] - E[x]^2, its sums kept in double "for precision"
#include <cstddef>

__device__ double g_sums[2];

template <typename T>
__global__ void naive_sums(const T *input, size_t n)
{
    double s = 0.0, s2 = 0.0;
    size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
        double x = (double)input[i];
        s += x;
        s2 += x * x;
    }
    for (int o = 16; o > 0; o /= 2) {
        s += __shfl_down_sync(0xffffffffu, s, o);
        s2 += __shfl_down_sync(0xffffffffu, s2, o);
    }
    if (threadIdx.x % 32 == 0) {
        atomicAdd(&g_sums[0], s);
        atomicAdd(&g_sums[1], s2);
    }
}

template <typename T>
__global__ void naive_finish(size_t n, T *mean, T *var)
{
    double m = g_sums[0] / (double)n;
    *mean = (T)m;
    *var = (T)(g_sums[1] / (double)n - m * m);
}

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var)
{
    double *sums = nullptr;
    cudaGetSymbolAddress((void **)&sums, g_sums);
    cudaMemsetAsync(sums, 0, 2 * sizeof(double));
    size_t blocks = (n + block - 1) / block;
    if (blocks > 1024)
        blocks = 1024;
    naive_sums<T><<<(unsigned)blocks, block>>>(d_input, n);
    naive_finish<T><<<1, 1>>>(n, d_mean, d_var);
}
template void mean_variance<float>(const float *, size_t, int, float *, float *);
template void mean_variance<double>(const double *, size_t, int, double *, double *);
