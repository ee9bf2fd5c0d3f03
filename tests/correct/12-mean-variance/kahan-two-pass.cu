// correct: two passes with Kahan-compensated sums in T: each thread keeps a running sum and its
// lost low-order part, pass 1 over x for the mean, pass 2 over (x - mean)^2 for the variance;
// block sums by shuffles, one partial a block, a one-block finish (compensated too) divides by n.
// 12-mean-variance: the mean and the population variance of n values of T (float or double).
#include <cstddef>

constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;
constexpr size_t MAX_BLOCKS = 1024;

template <typename T>
__device__ T g_partials[MAX_BLOCKS];

// A compensated running sum: c holds what the last additions rounded away.
template <typename T>
struct Kahan {
    T sum, c;
    __device__ void add(T x)
    {
        T y = x - c;
        T t = sum + y;
        c = (t - sum) - y;
        sum = t;
    }
};

template <typename T>
__device__ T warp_reduce_sum(T v)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        v += __shfl_down_sync(FULL_MASK, v, offset);
    return v;
}

// Sum over the block (any multiple of 32 threads), valid in thread 0.
template <typename T>
__device__ T block_reduce_sum(T v)
{
    __shared__ T warp_sums[WARP_SIZE];
    int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    v = warp_reduce_sum(v);
    if (lane == 0)
        warp_sums[warp] = v;
    __syncthreads();  // every warp's sum is written before warp 0 reads them
    v = T(0);
    if (warp == 0) {
        v = lane < (int)(blockDim.x / WARP_SIZE) ? warp_sums[lane] : T(0);
        v = warp_reduce_sum(v);
    }
    return v;
}

// One partial a block: the compensated sum of x (mean == nullptr) or of (x - *mean)^2.
template <typename T>
__global__ void kahan_partials(const T *input, size_t n, const T *mean, T *partial)
{
    T m = mean ? *mean : T(0);
    Kahan<T> k{T(0), T(0)};
    size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
        T d = input[i] - m;
        k.add(mean ? d * d : input[i]);
    }
    T s = block_reduce_sum(k.sum);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = s;
}

// One block: the compensated sum of the partials, divided by n, into *out.
template <typename T>
__global__ void kahan_finish(const T *partial, unsigned count, size_t n, T *out)
{
    Kahan<T> k{T(0), T(0)};
    for (unsigned b = threadIdx.x; b < count; b += blockDim.x)
        k.add(partial[b]);
    T s = block_reduce_sum(k.sum);
    if (threadIdx.x == 0)
        *out = s / (T)n;
}

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var)
{
    size_t want = (n + block - 1) / block;
    unsigned blocks = (unsigned)(want < MAX_BLOCKS ? want : MAX_BLOCKS);
    if (blocks == 0)
        blocks = 1;
    T *d_partial = nullptr;
    if (cudaGetSymbolAddress((void **)&d_partial, g_partials<T>) != cudaSuccess)
        return;
    kahan_partials<T><<<blocks, block>>>(d_input, n, nullptr, d_partial);
    kahan_finish<T><<<1, block>>>(d_partial, blocks, n, d_mean);
    kahan_partials<T><<<blocks, block>>>(d_input, n, d_mean, d_partial);
    kahan_finish<T><<<1, block>>>(d_partial, blocks, n, d_var);
}
