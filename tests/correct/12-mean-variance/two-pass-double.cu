// correct: two passes, the mean first and then the squared deviations from it, every
// sum in double, through a shared-memory tree that takes any block size.
// Mean and variance in two passes over the data, every sum kept in double (for float
// input too): pass 1 sums x, pass 2 sums (x - mean)^2 around the mean pass 1 found, so
// nothing cancels.  Each pass: a grid-stride loop, a shared-memory tree per block (any
// multiple of 32 threads: the tree folds the upper part, rounded down, onto the lower),
// one double per block; a one-block kernel adds those and writes the result.

#include <cstddef>

constexpr unsigned MAX_BLOCKS = 512;

__device__ double block_sum(double v, double *scratch)
{
    scratch[threadIdx.x] = v;
    __syncthreads();
    for (unsigned live = blockDim.x; live > 1;) {
        unsigned keep = (live + 1) / 2;
        if (threadIdx.x < live - keep)
            scratch[threadIdx.x] += scratch[threadIdx.x + keep];
        __syncthreads();
        live = keep;
    }
    double total = scratch[0];
    __syncthreads();  // scratch may be written again by the caller's next sum
    return total;
}

// Pass 1 (center == nullptr): partial[b] = sum of x.  Pass 2: sum of (x - *center)^2.
template <typename T>
__global__ void partial_sums(const T *x, size_t n, const double *center, double *partial)
{
    __shared__ double scratch[1024];
    double c = center ? *center : 0.0;
    double s = 0.0;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x) {
        double d = (double)x[i] - c;
        s += center ? d * d : d;
    }
    s = block_sum(s, scratch);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = s;
}

// One block: out = (sum of partial[0..count)) / n, as double and as T.
template <typename T>
__global__ void finish(const double *partial, unsigned count, size_t n, double *out, T *out_t)
{
    __shared__ double scratch[1024];
    double s = 0.0;
    for (unsigned b = threadIdx.x; b < count; b += blockDim.x)
        s += partial[b];
    s = block_sum(s, scratch);
    if (threadIdx.x == 0) {
        *out = s / (double)n;
        *out_t = (T)*out;
    }
}

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var)
{
    size_t wanted = (n + block - 1) / block;
    unsigned blocks = wanted < MAX_BLOCKS ? (unsigned)wanted : MAX_BLOCKS;
    double *d_work = nullptr;  // MAX_BLOCKS partials, then the mean and the variance
    if (cudaMalloc(&d_work, (MAX_BLOCKS + 2) * sizeof(double)) != cudaSuccess)
        return;
    double *partial = d_work, *mean = d_work + MAX_BLOCKS, *var = mean + 1;

    partial_sums<T><<<blocks, block>>>(d_input, n, nullptr, partial);
    finish<T><<<1, block>>>(partial, blocks, n, mean, d_mean);
    partial_sums<T><<<blocks, block>>>(d_input, n, mean, partial);
    finish<T><<<1, block>>>(partial, blocks, n, var, d_var);
    cudaFree(d_work);
}
