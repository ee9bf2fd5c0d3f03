// correct: one launch of Welford: per-thread (count, mean, M2) over a grid-stride loop, Chan merges by __shfl_down_sync (the count as float), warp states in shared memory, block states stored, __threadfence and an atomicAdd ticket, the last block merges every block's state and writes mean and M2 / n, then resets the ticket; the grid from cudaOccupancyMaxActiveBlocksPerMultiprocessor x SMs (at most 1024), scratch by cudaMallocAsync / cudaFreeAsync on stream 0, cudaStreamSynchronize(0) before returning
template <typename T>
struct Welford {
    T n, mean, m2;
};

template <typename T>
__device__ __forceinline__ Welford<T> merge(Welford<T> a, Welford<T> b)
{
    if (b.n == T(0)) return a;
    if (a.n == T(0)) return b;
    T n = a.n + b.n;
    T delta = b.mean - a.mean;
    T mean = a.mean + delta * (b.n / n);
    T m2 = a.m2 + b.m2 + delta * delta * (a.n * b.n / n);
    return {n, mean, m2};
}

template <typename T>
__device__ Welford<T> warp_merge(Welford<T> w)
{
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) {
        Welford<T> other{__shfl_down_sync(0xffffffffu, w.n, o), __shfl_down_sync(0xffffffffu, w.mean, o),
                         __shfl_down_sync(0xffffffffu, w.m2, o)};
        w = merge(w, other);
    }
    return w;
}

template <typename T>
__device__ Welford<T> block_merge(Welford<T> w)
{
    __shared__ Welford<T> ws[32];
    w = warp_merge(w);
    if ((threadIdx.x & 31) == 0) ws[threadIdx.x >> 5] = w;
    __syncthreads();
    Welford<T> r{T(0), T(0), T(0)};
    if (threadIdx.x < 32) {
        if (threadIdx.x < (blockDim.x >> 5)) r = ws[threadIdx.x];
        r = warp_merge(r);
    }
    __syncthreads();
    return r;
}

__device__ unsigned int g_done = 0;

template <typename T>
__global__ void welford_kernel(const T *__restrict__ x, size_t n, Welford<T> *states, T *mean, T *var)
{
    Welford<T> w{T(0), T(0), T(0)};
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
        w.n += T(1);
        T d = x[i] - w.mean;
        w.mean += d / w.n;
        w.m2 += d * (x[i] - w.mean);
    }
    w = block_merge(w);
    __shared__ bool is_last;
    if (threadIdx.x == 0) {
        states[blockIdx.x] = w;
        __threadfence();
        is_last = atomicAdd(&g_done, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (!is_last) return;
    __threadfence();
    Welford<T> t{T(0), T(0), T(0)};
    for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x) {
        volatile Welford<T> *s = states + b;
        t = merge(t, Welford<T>{s->n, s->mean, s->m2});
    }
    t = block_merge(t);
    if (threadIdx.x == 0) {
        *mean = t.mean;
        *var = t.m2 / T(n);
        g_done = 0;
    }
}

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var)
{
    int dev = 0, sms = 0, per_sm = 0;
    cudaGetDevice(&dev);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, welford_kernel<T>, block, 0);
    size_t need = (n + block - 1) / block;
    size_t cap = per_sm * sms > 0 ? (size_t)per_sm * sms : 1024;
    if (cap > 1024) cap = 1024;
    unsigned grid = (unsigned)(need < 1 ? 1 : (need < cap ? need : cap));
    Welford<T> *states = nullptr;
    if (cudaMallocAsync(&states, grid * sizeof(Welford<T>), 0) != cudaSuccess) return;
    welford_kernel<T><<<grid, block>>>(d_input, n, states, d_mean, d_var);
    cudaFreeAsync(states, 0);
    cudaStreamSynchronize(0);
}
