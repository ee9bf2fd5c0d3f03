// correct: the (count, mean, M2) triple is moved between lanes by one generic shuffle that copies any trivially copyable struct through an array of 32-bit words (memcpy in, __shfl_down_sync per word, memcpy out); Chan's merge combines; the partials live in a std::unique_ptr with a custom deleter that waits for the stream and calls cudaFree, made and released on every call
// 12-mean-variance: the mean and the population variance of n values, float and double.
#include <cstddef>
#include <cstring>
#include <memory>
#include <type_traits>

template <typename T>
struct Stats {
    double count;  // a count in double: exact far past any n here, and merges without casts
    T mean, m2;
};

template <typename S>
__device__ S shfl_down_any(S value, unsigned offset)
{
    static_assert(std::is_trivially_copyable<S>::value, "shuffled by words");
    constexpr int WORDS = (sizeof(S) + 3) / 4;
    unsigned words[WORDS] = {};
    memcpy(words, &value, sizeof(S));
#pragma unroll
    for (int w = 0; w < WORDS; ++w)
        words[w] = __shfl_down_sync(0xffffffffu, words[w], offset);
    S out;
    memcpy(&out, words, sizeof(S));
    return out;
}

template <typename T>
__device__ Stats<T> merge(const Stats<T> &a, const Stats<T> &b)
{
    if (b.count == 0.0)
        return a;
    if (a.count == 0.0)
        return b;
    const double n = a.count + b.count;
    const T d = b.mean - a.mean;
    const T wb = (T)(b.count / n);
    return Stats<T>{n, a.mean + d * wb, a.m2 + b.m2 + d * d * (T)a.count * wb};
}

template <typename T>
__device__ Stats<T> block_merge(Stats<T> s)
{
    __shared__ Stats<T> per_warp[32];
    const unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    for (unsigned o = 16; o > 0; o /= 2)
        s = merge(s, shfl_down_any(s, o));
    if (lane == 0)
        per_warp[warp] = s;
    __syncthreads();
    s = Stats<T>{0.0, T(0), T(0)};
    if (warp == 0) {
        if (lane < blockDim.x / 32)
            s = per_warp[lane];
        for (unsigned o = 16; o > 0; o /= 2)
            s = merge(s, shfl_down_any(s, o));
    }
    return s;
}

template <typename T>
__global__ void partial_stats(const T *x, Stats<T> *out, size_t n)
{
    const T shift = x[0];
    Stats<T> s{0.0, T(0), T(0)};
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
        const T v = x[i] - shift;
        s.count += 1.0;
        const T d = v - s.mean;
        s.mean += d / (T)s.count;
        s.m2 += d * (v - s.mean);
    }
    s = block_merge(s);
    if (threadIdx.x == 0)
        out[blockIdx.x] = s;
}

template <typename T>
__global__ void final_stats(const Stats<T> *parts, unsigned count, const T *x, T *mean, T *var)
{
    Stats<T> s{0.0, T(0), T(0)};
    for (unsigned b = threadIdx.x; b < count; b += blockDim.x)
        s = merge(s, parts[b]);
    s = block_merge(s);
    if (threadIdx.x == 0) {
        *mean = x[0] + s.mean;
        *var = s.m2 / (T)s.count;
    }
}

struct DeviceFree {
    void operator()(void *p) const
    {
        cudaStreamSynchronize(0);  // the kernels that use p have finished
        cudaFree(p);
    }
};

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var)
{
    size_t want = (n + block - 1) / block;
    const unsigned blocks = (unsigned)(want < 512 ? want : 512);
    Stats<T> *raw = nullptr;
    if (cudaMalloc((void **)&raw, blocks * sizeof(Stats<T>)) != cudaSuccess)
        return;
    std::unique_ptr<Stats<T>, DeviceFree> parts(raw);
    partial_stats<T><<<blocks, block>>>(d_input, parts.get(), n);
    final_stats<T><<<1, block>>>(parts.get(), blocks, d_input, d_mean, d_var);
}
