// correct: the running moments a struct with __device__ member functions (push one value,
// Welford) and an operator+ that merges two (Chan), shuffled field by field with
// __shfl_down_sync; the blocks' moments in scratch from cudaMalloc, merged by one block.
// Moments<float> (three floats, 12 bytes, 4-byte aligned) returned by value comes back on
// x86-64 as a <2 x float> and a float, and clang stores the pair to warps[k] as one 8-byte
// store at a 4-byte boundary; the GPU makes 4-byte stores.  The emulator must judge that
// store by the type's alignment, not its size (once a false misaligned-address).

#include <cstddef>

template <typename T>
struct Moments {
    T count, mean, m2;  // m2: the sum of squared deviations from mean

    __device__ void push(T x)
    {
        count += T(1);
        T d = x - mean;
        mean += d / count;
        m2 += d * (x - mean);
    }
    __device__ Moments operator+(const Moments &o) const
    {
        if (o.count == T(0)) return *this;
        if (count == T(0)) return o;
        Moments r;
        r.count = count + o.count;
        T d = o.mean - mean;
        r.mean = mean + d * (o.count / r.count);
        r.m2 = m2 + o.m2 + d * d * (count * (o.count / r.count));
        return r;
    }
    __device__ Moments down(unsigned delta) const
    {
        Moments r;
        r.count = __shfl_down_sync(0xffffffffu, count, delta);
        r.mean = __shfl_down_sync(0xffffffffu, mean, delta);
        r.m2 = __shfl_down_sync(0xffffffffu, m2, delta);
        return r;
    }
};

// The block's moments in thread 0.
template <typename T>
__device__ Moments<T> block_moments(Moments<T> m)
{
    __shared__ Moments<T> warps[32];
    for (unsigned d = 16; d > 0; d /= 2)
        m = m + m.down(d);
    if (threadIdx.x % 32 == 0)
        warps[threadIdx.x / 32] = m;
    __syncthreads();
    Moments<T> r = {T(0), T(0), T(0)};
    if (threadIdx.x < 32) {
        if (threadIdx.x < blockDim.x / 32)
            r = warps[threadIdx.x];
        for (unsigned d = 16; d > 0; d /= 2)
            r = r + r.down(d);
    }
    return r;
}

template <typename T>
__global__ void partial_moments(const T *in, size_t n, Moments<T> *out)
{
    Moments<T> m = {T(0), T(0), T(0)};
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        m.push(in[i]);
    m = block_moments(m);
    if (threadIdx.x == 0)
        out[blockIdx.x] = m;
}

template <typename T>
__global__ void final_moments(const Moments<T> *parts, unsigned count, T *mean, T *var)
{
    Moments<T> m = {T(0), T(0), T(0)};
    for (unsigned k = threadIdx.x; k < count; k += blockDim.x)
        m = m + parts[k];
    m = block_moments(m);
    if (threadIdx.x == 0) {
        *mean = m.mean;
        *var = m.m2 / m.count;
    }
}

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var)
{
    size_t want = (n + block - 1) / block;
    unsigned grid = (unsigned)(want < 512 ? (want ? want : 1) : 512);
    Moments<T> *parts = nullptr;
    cudaMalloc(&parts, grid * sizeof(Moments<T>));
    partial_moments<T><<<grid, block>>>(d_input, n, parts);
    final_moments<T><<<1, block>>>(parts, grid, d_mean, d_var);
    cudaFree(parts);
}
