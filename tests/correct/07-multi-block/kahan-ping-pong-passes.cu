// correct: every thread keeps a compensated (Kahan) sum over its grid-stride elements, and the
// blocks reduce in a shared-memory tree that takes any multiple of 32; part 0 adds the block
// sums with atomicAdd into a result zeroed by cudaMemset; part 1 launches the partials kernel
// again and again on its own output (two scratch buffers, ping-pong) until one value is left.
#include <cstddef>

constexpr unsigned CAP_BLOCKS = 1024;

template <typename T>
__device__ T block_tree_sum(T v)
{
    __shared__ T buf[1024];
    buf[threadIdx.x] = v;
    __syncthreads();
    // fold the upper part onto the lower until one value is left; works for any size
    for (unsigned live = blockDim.x; live > 1;) {
        unsigned half = (live + 1) / 2;
        if (threadIdx.x + half < live)
            buf[threadIdx.x] += buf[threadIdx.x + half];
        __syncthreads();
        live = half;
    }
    return buf[0];
}

template <typename T>
__device__ T thread_kahan(const T *x, size_t n)
{
    T sum = T(0), comp = T(0);
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x) {
        T y = x[i] - comp;
        T t = sum + y;
        comp = (t - sum) - y;
        sum = t;
    }
    return sum;
}

template <typename T>
__global__ void atomic_kernel(const T *x, T *result, size_t n)
{
    T s = block_tree_sum(thread_kahan(x, n));
    if (threadIdx.x == 0)
        atomicAdd(result, s);
}

template <typename T>
__global__ void partial_kernel(const T *x, T *out, size_t n)
{
    T s = block_tree_sum(thread_kahan(x, n));
    if (threadIdx.x == 0)
        out[blockIdx.x] = s;
}

static unsigned grid_for(size_t n, int block)
{
    size_t g = (n + (size_t)block - 1) / (size_t)block;
    return (unsigned)(g < CAP_BLOCKS ? g : CAP_BLOCKS);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(T));
    atomic_kernel<T><<<grid_for(n, block), block>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    T *scratch = nullptr;
    if (cudaMalloc(&scratch, 2 * CAP_BLOCKS * sizeof(T)) != cudaSuccess)
        return;
    const T *in = d_input;
    size_t count = n;
    int which = 0;
    // each launch turns count values into grid_for(count) values; the last into d_result
    while (true) {
        unsigned g = grid_for(count, block);
        T *out = g == 1 ? d_result : scratch + which * CAP_BLOCKS;
        partial_kernel<T><<<g, block>>>(in, out, count);
        if (g == 1)
            break;
        in = out;
        count = g;
        which ^= 1;
    }
    cudaFree(scratch);
}

template void sum_atomic<float>(const float *, float *, size_t, int);
template void sum_atomic<double>(const double *, double *, size_t, int);
template void sum_two_phase<float>(const float *, float *, size_t, int);
template void sum_two_phase<double>(const double *, double *, size_t, int);
