// expect: gpu=wrong-result|pass emu=wrong-result args=--blocks=256 -- sums of d = x - input[0] and d^2 in double, var = E[d^2] - E[d]^2: the shifted naive formula, not the Welford/Chan merge or two passes the contract asks for; the offset data's first element lies 1e4 from the mean, so E[d^2] carries (mean - input[0])^2, about n times the variance, and the double variance at n = 1000003 is off by 1.2e-9 to 1.9e-9 of itself where 1e-9 is allowed (seeds 1, 4 and 5 of 1-5 on the emulator; it grows with n): once a right variant, graded with --quick only, which never ran that case; on a GPU the order of the atomics decides it at that size
// mistake: the variance by the shifted naive formula (shift = input[0]) in double: stable only while input[0] lies near the mean
#include <cstddef>

template <typename T>
__global__ void shifted_sums(const T *x, size_t n, double *acc)
{
    __shared__ double s1[32], s2[32];
    double k = (double)x[0];
    double a = 0.0, b = 0.0;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
        double d = (double)x[i] - k;
        a += d;
        b += d * d;
    }
    for (int o = 16; o; o >>= 1) {
        a += __shfl_xor_sync(0xffffffffu, a, o);
        b += __shfl_xor_sync(0xffffffffu, b, o);
    }
    int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    if (lane == 0) { s1[w] = a; s2[w] = b; }
    __syncthreads();
    if (threadIdx.x == 0) {
        double ta = 0, tb = 0;
        for (int j = 0; j < (int)(blockDim.x >> 5); ++j) { ta += s1[j]; tb += s2[j]; }
        atomicAdd(&acc[0], ta);
        atomicAdd(&acc[1], tb);
    }
}

template <typename T>
__global__ void finish(const T *x, size_t n, const double *acc, T *mean, T *var)
{
    double k = (double)x[0];
    double m = acc[0] / (double)n;          // mean of the shifted data
    double v = acc[1] / (double)n - m * m;  // small: the shift took the offset away
    *mean = (T)(k + m);
    *var = (T)(v < 0 ? 0 : v);
}

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var)
{
    static double *acc = nullptr;
    if (!acc) cudaMalloc(&acc, 2 * sizeof(double));
    cudaMemsetAsync(acc, 0, 2 * sizeof(double));
    size_t g = (n + block - 1) / block;
    if (g > 512) g = 512;
    shifted_sums<T><<<(unsigned)g, block>>>(d_input, n, acc);
    finish<T><<<1, 1>>>(d_input, n, acc, d_mean, d_var);
}
template void mean_variance<float>(const float *, size_t, int, float *, float *);
template void mean_variance<double>(const double *, size_t, int, double *, double *);
