// correct: Youngs-Cramer moments instead of Welford's: each thread keeps the count, the sum
// of the shifted values and M2 grown by (j x - T_j)^2 / (j (j - 1)); threads, warps and
// blocks merge (count, sum, M2) by Chan-Golub-LeVeque's formula in sums; the mean is the
// shift plus sum / count
// 12-mean-variance: mean and population variance of an array in two launches, without the
// cancellation of E[x^2] - E[x]^2. Each thread keeps running moments (Welford), threads,
// warps and blocks merge them pairwise (Chan et al.), a second launch merges the blocks.
//
// Host function mean_variance<T>(d_input, n, block, d_mean, d_var), T float or double;
// d_mean and d_var each point to one T on the device. Block sizes: multiples of 32 to 1024.
//
// Why a shift: near 1e6 a float has a spacing of 0.0625, so a running mean of such data
// loses the small deviations that make up the variance. Every value is first reduced by
// K = input[0]; x - K is exact for x near K (Sterbenz), the moments of x - K are those of
// x with the mean moved by K, and the arithmetic then works on numbers of the data's
// spread instead of its offset.

#include <cstddef>

constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;
constexpr size_t MAX_BLOCKS = 1024;  // partials of pass 1; pass 2 is one block

// Running moments of a set of values: how many, their mean, and M2 = sum of (x - mean)^2.
template <typename T>
struct Moments {
    unsigned long long count;
    T sum;  // the sum of the (shifted) values, not their mean
    T m2;
};

// The Youngs-Cramer update: add one value x to m. With j values and their sum T_j,
// M2 grows by (j x - T_j)^2 / (j (j - 1)); the first value adds nothing.
// Pass 1's partials, one per block, allocated once with the program. A cudaMalloc and
// cudaFree on every call would cost more than pass 2 itself: cudaFree waits for the whole
// device, and the host's return from that wait, which varies from run to run, would be
// inside the timed call.
template <typename T>
__device__ Moments<T> g_partials[MAX_BLOCKS];

template <typename T>
__device__ void moments_add(Moments<T> &m, T x)
{
    m.count += 1;
    m.sum += x;
    if (m.count > 1) {
        T j = (T)m.count;
        T d = j * x - m.sum;
        m.m2 += d * d / (j * (j - T(1)));
    }
}

// Chan, Golub and LeVeque's merge in terms of sums:
// M2 = M2_a + M2_b + n_a / (n_b n) * ((n_b / n_a) T_a - T_b)^2. Either set may be empty.
template <typename T>
__device__ Moments<T> moments_merge(Moments<T> a, Moments<T> b)
{
    if (b.count == 0)
        return a;
    if (a.count == 0)
        return b;
    T na = (T)a.count, nb = (T)b.count;
    T d = nb / na * a.sum - b.sum;
    Moments<T> m;
    m.count = a.count + b.count;
    m.sum = a.sum + b.sum;
    m.m2 = a.m2 + b.m2 + na / (nb * (na + nb)) * d * d;
    return m;
}

// Moments over the 32 lanes of the calling warp, in lane 0. Each field is shuffled on its
// own, all from the same lane.
template <typename T>
__device__ Moments<T> warp_reduce_moments(Moments<T> m)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2) {
        Moments<T> other;
        other.count = __shfl_down_sync(FULL_MASK, m.count, offset);
        other.sum = __shfl_down_sync(FULL_MASK, m.sum, offset);
        other.m2 = __shfl_down_sync(FULL_MASK, m.m2, offset);
        m = moments_merge(m, other);
    }
    return m;
}

// Moments over the block, valid in thread 0.
template <typename T>
__device__ Moments<T> block_reduce_moments(Moments<T> m)
{
    __shared__ Moments<T> warp_moments[WARP_SIZE];
    int lane = threadIdx.x % WARP_SIZE;
    int warp = threadIdx.x / WARP_SIZE;
    int warp_count = blockDim.x / WARP_SIZE;

    m = warp_reduce_moments(m);
    if (lane == 0)
        warp_moments[warp] = m;
    __syncthreads();  // per-warp moments are written before warp 0 reads them

    m = Moments<T>{0, T(0), T(0)};  // the empty set: merging it changes nothing
    if (warp == 0) {
        if (lane < warp_count)
            m = warp_moments[lane];
        m = warp_reduce_moments(m);
    }
    return m;
}

// Pass 1: the moments of this block's share of (input[i] - input[0]), to partial[blockIdx.x].
template <typename T>
__global__ void moments_partials_kernel(const T *input, Moments<T> *partial, size_t n)
{
    const T shift = input[0];  // n >= 1, so element 0 exists
    Moments<T> m{0, T(0), T(0)};
    size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        moments_add(m, input[i] - shift);

    m = block_reduce_moments(m);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = m;
}

// Pass 2 (one block): merge the partials, undo the shift, write mean and variance.
template <typename T>
__global__ void moments_finish_kernel(const Moments<T> *partial, unsigned count, const T *input, T *mean, T *var)
{
    Moments<T> m{0, T(0), T(0)};
    for (unsigned b = threadIdx.x; b < count; b += blockDim.x)
        m = moments_merge(m, partial[b]);

    m = block_reduce_moments(m);
    if (threadIdx.x == 0) {
        *mean = input[0] + m.sum / (T)m.count;
        *var = m.m2 / (T)m.count;
    }
}

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var)
{
    size_t wanted = (n + block - 1) / block;
    unsigned blocks = (unsigned)(wanted < MAX_BLOCKS ? wanted : MAX_BLOCKS);

    Moments<T> *d_partial = nullptr;
    if (cudaGetSymbolAddress((void **)&d_partial, g_partials<T>) != cudaSuccess)
        return;  // outputs stay poisoned: the caller sees the failure

    moments_partials_kernel<T><<<blocks, block>>>(d_input, d_partial, n);
    moments_finish_kernel<T><<<1, block>>>(d_partial, blocks, d_input, d_mean, d_var);
}
