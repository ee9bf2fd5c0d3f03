// correct: two passes, all in T (float stays float): pass 1 sums the data (grid-stride,
// shuffles, one partial per block, a one-block finish writes the mean to *d_mean); pass 2
// reads that mean on the device and sums the squared deviations from it the same way, and
// its finish divides by n. Subtracting the mean before squaring is what keeps float
// accurate at an offset of 1e6; the scratch partials are one static __device__ array per T.
#include <cstddef>

constexpr int MAXB = 1024;
template <typename T> __device__ T g_part[MAXB];

template <typename T>
__device__ T block_sum(T v)
{
    __shared__ T s[32];
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    if ((threadIdx.x & 31) == 0)
        s[threadIdx.x >> 5] = v;
    __syncthreads();
    v = T(0);
    if (threadIdx.x < 32) {
        v = threadIdx.x < (blockDim.x >> 5) ? s[threadIdx.x] : T(0);
        for (int o = 16; o > 0; o >>= 1)
            v += __shfl_down_sync(0xffffffffu, v, o);
    }
    return v;
}

// center == nullptr: sum of x; else sum of (x - *center)^2.
template <typename T>
__global__ void partial_kernel(const T *x, size_t n, const T *center, T *part)
{
    T c = center ? *center : T(0);
    T acc = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x) {
        T d = x[i] - c;
        acc += center ? d * d : x[i];
    }
    acc = block_sum(acc);
    if (threadIdx.x == 0)
        part[blockIdx.x] = acc;
}

template <typename T>
__global__ void finish_kernel(const T *part, unsigned count, size_t n, T *out)
{
    T acc = T(0);
    for (unsigned b = threadIdx.x; b < count; b += blockDim.x)
        acc += part[b];
    acc = block_sum(acc);
    if (threadIdx.x == 0)
        *out = acc / (T)n;
}

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var)
{
    size_t want = (n + block - 1) / block;
    unsigned blocks = (unsigned)(want < MAXB ? want : MAXB);
    T *part = nullptr;
    cudaGetSymbolAddress((void **)&part, g_part<T>);
    partial_kernel<T><<<blocks, block>>>(d_input, n, nullptr, part);
    finish_kernel<T><<<1, block>>>(part, blocks, n, d_mean);
    partial_kernel<T><<<blocks, block>>>(d_input, n, d_mean, part);
    finish_kernel<T><<<1, block>>>(part, blocks, n, d_var);
}

template void mean_variance<float>(const float *, size_t, int, float *, float *);
template void mean_variance<double>(const double *, size_t, int, double *, double *);
