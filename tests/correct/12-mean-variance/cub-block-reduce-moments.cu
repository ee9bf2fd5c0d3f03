// expect: gpu=pass emu=pass -- Welford moments (count, mean, m2) per thread, shifted by input[0], merged over each block by cub::BlockReduce<Moments<T>, 256>::Reduce with Chan's merge as the operator, then over the block values by a second one-block launch; both launches of 256 threads whatever block is asked for (the exercise leaves the launch to the host function)
// mistake: none: a struct reduced by CUB's block primitive with a custom operator
#include <cstddef>
#include <cub/cub.cuh>

constexpr int THREADS = 256;
constexpr size_t MAX_BLOCKS = 1024;

template <typename T>
struct Moments {
    unsigned long long count;
    T mean;
    T m2;
};

template <typename T>
__device__ Moments<T> g_partials[MAX_BLOCKS];

struct Merge {
    template <typename T>
    __device__ Moments<T> operator()(const Moments<T> &a, const Moments<T> &b) const
    {
        if (b.count == 0)
            return a;
        if (a.count == 0)
            return b;
        unsigned long long count = a.count + b.count;
        T delta = b.mean - a.mean;
        T share_b = (T)b.count / (T)count;
        return Moments<T>{count, a.mean + delta * share_b,
                          a.m2 + b.m2 + delta * delta * (T)a.count * share_b};
    }
};

template <typename T>
__device__ Moments<T> block_moments(Moments<T> m)
{
    using BlockReduce = cub::BlockReduce<Moments<T>, THREADS>;
    __shared__ typename BlockReduce::TempStorage temp;
    return BlockReduce(temp).Reduce(m, Merge{});
}

template <typename T>
__global__ void partials_kernel(const T *input, Moments<T> *partial, size_t n)
{
    const T shift = input[0];
    Moments<T> m{0, T(0), T(0)};
    size_t stride = (size_t)gridDim.x * THREADS;
    for (size_t i = (size_t)blockIdx.x * THREADS + threadIdx.x; i < n; i += stride) {
        T x = input[i] - shift;
        m.count += 1;
        T delta = x - m.mean;
        m.mean += delta / (T)m.count;
        m.m2 += delta * (x - m.mean);
    }
    m = block_moments(m);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = m;
}

template <typename T>
__global__ void finish_kernel(const Moments<T> *partial, unsigned count, const T *input, T *mean, T *var)
{
    Moments<T> m{0, T(0), T(0)};
    for (unsigned b = threadIdx.x; b < count; b += THREADS)
        m = Merge{}(m, partial[b]);
    m = block_moments(m);
    if (threadIdx.x == 0) {
        *mean = input[0] + m.mean;
        *var = m.m2 / (T)m.count;
    }
}

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var)
{
    (void)block;
    size_t wanted = (n + THREADS - 1) / THREADS;
    unsigned blocks = (unsigned)(wanted < MAX_BLOCKS ? wanted : MAX_BLOCKS);
    Moments<T> *d_partial = nullptr;
    if (cudaGetSymbolAddress((void **)&d_partial, g_partials<T>) != cudaSuccess)
        return;
    partials_kernel<T><<<blocks, THREADS>>>(d_input, d_partial, n);
    finish_kernel<T><<<1, THREADS>>>(d_partial, blocks, d_input, d_mean, d_var);
}
