// correct: two passes with every sum in T (float sums for float): the mean from a grid-stride sum
// and a block tree, then the squared deviations from it. At the graded offset of 1e6 the float
// mean is within the rounding of the mean itself, so the variance stays inside the stated
// tolerance (handout: check a float first pass against it before relying on it).
// 12-mean-variance: mean and population variance in two passes. Pass 1 sums x and
// divides by n; pass 2 sums (x - mean)^2 and divides by n. Each pass is a grid-stride
// partial sum per block, then one block adds the partials.

#include <cstddef>

constexpr int WARP = 32;
constexpr unsigned ALL = 0xffffffffu;
constexpr unsigned MAX_BLOCKS = 1024;

template <typename T>
__device__ T warp_sum(T v)
{
    for (int o = WARP / 2; o > 0; o /= 2)
        v += __shfl_down_sync(ALL, v, o);
    return v;
}

template <typename T>
__device__ T block_sum(T v)
{
    __shared__ T sums[WARP];
    int lane = threadIdx.x % WARP, warp = threadIdx.x / WARP;
    v = warp_sum(v);
    if (lane == 0)
        sums[warp] = v;
    __syncthreads();
    v = T(0);
    if (warp == 0) {
        v = lane < (int)(blockDim.x / WARP) ? sums[lane] : T(0);
        v = warp_sum(v);
    }
    return v;
}

// partial[b] = sum over this block's share of x (center == nullptr) or of (x - *center)^2.
template <typename T>
__global__ void pass_kernel(const T *x, size_t n, const T *center, T *partial)
{
    T c = center ? *center : T(0);
    T s = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x) {
        T d = x[i] - c;
        s += center ? d * d : x[i];
    }
    s = block_sum(s);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = s;
}

// One block: *out = (sum of partial[0..count)) / n.
template <typename T>
__global__ void finish_kernel(const T *partial, unsigned count, size_t n, T *out)
{
    T s = T(0);
    for (unsigned b = threadIdx.x; b < count; b += blockDim.x)
        s += partial[b];
    s = block_sum(s);
    if (threadIdx.x == 0)
        *out = s / (T)n;
}

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var)
{
    size_t wanted = (n + block - 1) / block;
    unsigned blocks = (unsigned)(wanted < MAX_BLOCKS ? wanted : MAX_BLOCKS);
    T *d_partial = nullptr;
    if (cudaMalloc(&d_partial, blocks * sizeof(T)) != cudaSuccess)
        return;
    pass_kernel<T><<<blocks, block>>>(d_input, n, nullptr, d_partial);
    finish_kernel<T><<<1, block>>>(d_partial, blocks, n, d_mean);
    pass_kernel<T><<<blocks, block>>>(d_input, n, d_mean, d_partial);
    finish_kernel<T><<<1, block>>>(d_partial, blocks, n, d_var);
    cudaFree(d_partial);
}

template void mean_variance<float>(const float *, size_t, int, float *, float *);
template void mean_variance<double>(const double *, size_t, int, double *, double *);
