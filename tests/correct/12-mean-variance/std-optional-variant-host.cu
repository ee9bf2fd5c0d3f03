// Exercise 12, a correct variant: host code in modern C++: the scratch lookup returns
// std::optional, the launch plan is a std::variant visited with std::visit, a
// std::string_view names each pass, and std::array holds the two launch shapes.

#include <array>
#include <cstddef>
#include <cstdio>
#include <optional>
#include <string_view>
#include <variant>

template <typename T>
struct M { T n, mean, m2; };

template <typename T>
__device__ M<T> merge(M<T> a, M<T> b)
{
    T n = a.n + b.n;
    if (n == T(0))
        return a;
    T d = b.mean - a.mean;
    return {n, a.mean + d * (b.n / n), a.m2 + b.m2 + d * d * (a.n * b.n / n)};
}

template <typename T>
__device__ M<T> block_merge(M<T> m)
{
    __shared__ M<T> w[32];
    for (int o = 16; o; o >>= 1)
        m = merge(m, M<T>{__shfl_down_sync(~0u, m.n, o), __shfl_down_sync(~0u, m.mean, o), __shfl_down_sync(~0u, m.m2, o)});
    if (threadIdx.x % 32 == 0)
        w[threadIdx.x / 32] = m;
    __syncthreads();
    m = threadIdx.x < blockDim.x / 32 ? w[threadIdx.x] : M<T>{0, 0, 0};
    if (threadIdx.x < 32)
        for (int o = 16; o; o >>= 1)
            m = merge(m, M<T>{__shfl_down_sync(~0u, m.n, o), __shfl_down_sync(~0u, m.mean, o), __shfl_down_sync(~0u, m.m2, o)});
    return m;
}

template <typename T>
__global__ void pass1(const T *x, M<T> *out, size_t n)
{
    const T k = x[0];
    M<T> m{0, 0, 0};
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
        T v = x[i] - k;
        m.n += 1;
        T d = v - m.mean;
        m.mean += d / m.n;
        m.m2 += d * (v - m.mean);
    }
    m = block_merge(m);
    if (threadIdx.x == 0)
        out[blockIdx.x] = m;
}

template <typename T>
__global__ void pass2(const M<T> *parts, unsigned count, const T *x, T *mean, T *var)
{
    M<T> m{0, 0, 0};
    for (unsigned b = threadIdx.x; b < count; b += blockDim.x)
        m = merge(m, parts[b]);
    m = block_merge(m);
    if (threadIdx.x == 0) {
        *mean = x[0] + m.mean;
        *var = m.m2 / m.n;
    }
}

template <typename T>
static std::optional<M<T> *> scratch()
{
    static void *p = nullptr;
    if (!p && cudaMalloc(&p, 512 * sizeof(M<double>)) != cudaSuccess)
        return std::nullopt;
    return static_cast<M<T> *>(p);
}

struct OneBlock { unsigned threads; };
struct Grid { unsigned blocks, threads; };
using Plan = std::variant<OneBlock, Grid>;

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var)
{
    constexpr std::string_view name = "mean_variance";
    auto parts = scratch<T>();
    if (!parts) {
        std::fprintf(stderr, "%.*s: no scratch\n", (int)name.size(), name.data());
        return;
    }
    size_t want = (n + block - 1) / block;
    const std::array<Plan, 2> plans{Grid{(unsigned)(want < 512 ? want : 512), (unsigned)block}, OneBlock{(unsigned)block}};
    const unsigned blocks = std::get<Grid>(plans[0]).blocks;
    for (const Plan &p : plans)
        std::visit([&](const auto &shape) {
            using S = std::decay_t<decltype(shape)>;
            if constexpr (std::is_same_v<S, Grid>)
                pass1<T><<<shape.blocks, shape.threads>>>(d_input, *parts, n);
            else
                pass2<T><<<1, shape.threads>>>(*parts, blocks, d_input, d_mean, d_var);
        }, p);
}

template void mean_variance<float>(const float *, size_t, int, float *, float *);
template void mean_variance<double>(const double *, size_t, int, double *, double *);
