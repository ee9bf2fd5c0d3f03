// expect: gpu=pass emu=pass -- correct: pass 1's finish writes the mean to *d_mean on the device; the host copies it back, hands it to the variance passes as an argument, and last a one-thread kernel that reads no device memory stores the mean it was given into *d_mean: a value the device computed, relayed, not one the host made
// correct: the mean copied back and passed by value; *d_mean rewritten last by a kernel from its argument alone
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
// center_ok == false: sum of x; else sum of (x - center)^2.
template <typename T>
__global__ void partial_kernel(const T *x, size_t n, bool center_ok, T center, T *part)
{
    T acc = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x) {
        T d = x[i] - center;
        acc += center_ok ? d * d : x[i];
    }
    acc = block_sum(acc);
    if (threadIdx.x == 0)
        part[blockIdx.x] = acc;
}

// *out = the partials' sum / n; with again, *again = keep (the mean it was given).
template <typename T>
__global__ void finish_kernel(const T *part, unsigned count, size_t n, T *out, T *again, T keep)
{
    T acc = T(0);
    for (unsigned b = threadIdx.x; b < count; b += blockDim.x)
        acc += part[b];
    acc = block_sum(acc);
    if (threadIdx.x == 0) {
        *out = acc / (T)n;
        if (again)
            *again = keep;
    }
}

// The mean, as the host was given it, stored again (the argument alone).
template <typename T>
__global__ void store_value(T *out, T v)
{
    *out = v;
}

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var)
{
    size_t want = (n + block - 1) / block;
    unsigned blocks = (unsigned)(want < MAXB ? want : MAXB);
    T *part = nullptr;
    cudaGetSymbolAddress((void **)&part, g_part<T>);
    partial_kernel<T><<<blocks, block>>>(d_input, n, false, T(0), part);
    finish_kernel<T><<<1, block>>>(part, blocks, n, d_mean, (T *)nullptr, T(0));
    T mean = T(0);
    cudaMemcpy(&mean, d_mean, sizeof(T), cudaMemcpyDeviceToHost);
    partial_kernel<T><<<blocks, block>>>(d_input, n, true, mean, part);
    finish_kernel<T><<<1, block>>>(part, blocks, n, d_var, (T *)nullptr, T(0));
    store_value<T><<<1, 1>>>(d_mean, mean);
}

template void mean_variance<float>(const float *, size_t, int, float *, float *);
template void mean_variance<double>(const double *, size_t, int, double *, double *);
