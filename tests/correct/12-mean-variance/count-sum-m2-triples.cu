// correct: moments kept as (count, sum, m2) instead of (count, mean, m2): Chan's merge takes
// the means as sum / count where it needs them; values shifted by input[0]; warps merge by
// xor shuffles, a shared second level, one finishing block.
#include <cstddef>

template <typename T>
struct Triple {
    unsigned long long n;
    T sum;  // of (x - shift)
    T m2;   // of (x - mean)^2
};

template <typename T>
__device__ Triple<T> join(Triple<T> a, Triple<T> b)
{
    if (a.n == 0)
        return b;
    if (b.n == 0)
        return a;
    Triple<T> r;
    r.n = a.n + b.n;
    T na = (T)a.n, nb = (T)b.n;
    T d = b.sum / nb - a.sum / na;
    r.sum = a.sum + b.sum;
    r.m2 = a.m2 + b.m2 + d * d * (na * nb / (na + nb));
    return r;
}

template <typename T>
__device__ Triple<T> lanes_join(Triple<T> t)
{
    for (int mask = 16; mask >= 1; mask /= 2) {
        Triple<T> o;
        o.n = __shfl_xor_sync(0xffffffffu, t.n, mask);
        o.sum = __shfl_xor_sync(0xffffffffu, t.sum, mask);
        o.m2 = __shfl_xor_sync(0xffffffffu, t.m2, mask);
        t = join(t, o);
    }
    return t;
}

// Over the block; every lane of warp 0 ends with it.
template <typename T>
__device__ Triple<T> block_join(Triple<T> t)
{
    __shared__ Triple<T> per_warp[32];
    t = lanes_join(t);
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    if (lane == 0)
        per_warp[warp] = t;
    __syncthreads();
    Triple<T> r = {0, T(0), T(0)};
    if (warp == 0) {
        if (lane < (int)(blockDim.x / 32))
            r = per_warp[lane];
        r = lanes_join(r);
    }
    return r;
}

template <typename T>
__global__ void triples_pass(const T *x, Triple<T> *out, size_t n)
{
    T shift = x[0];
    Triple<T> t = {0, T(0), T(0)};
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
        Triple<T> one = {1, x[i] - shift, T(0)};
        t = join(t, one);
    }
    t = block_join(t);
    if (threadIdx.x == 0)
        out[blockIdx.x] = t;
}

template <typename T>
__global__ void triples_finish(const Triple<T> *parts, unsigned count, const T *x, T *mean, T *var)
{
    Triple<T> t = {0, T(0), T(0)};
    for (unsigned k = threadIdx.x; k < count; k += blockDim.x)
        t = join(t, parts[k]);
    t = block_join(t);
    if (threadIdx.x == 0) {
        *mean = x[0] + t.sum / (T)t.n;
        *var = t.m2 / (T)t.n;
    }
}

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var)
{
    size_t want = (n + block - 1) / block;
    unsigned grid = (unsigned)(want < 512 ? want : 512);
    Triple<T> *parts = nullptr;
    if (cudaMalloc(&parts, grid * sizeof(Triple<T>)) != cudaSuccess)
        return;
    triples_pass<T><<<grid, block>>>(d_input, parts, n);
    triples_finish<T><<<1, block>>>(parts, grid, d_input, d_mean, d_var);
    cudaFree(parts);
}
