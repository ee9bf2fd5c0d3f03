// correct: part 1 reduces level by level, as a tree of launches: each launch turns `count`
// values into ceil(count / (2 * block)) partials (two loads per thread, no grid-stride
// loop), ping-ponging between two halves of one cudaMalloc'd scratch until one value is
// left, which the last launch writes to the result; part 0 adds with a CAS loop on the
// bits (the programming guide's atomicAdd for double, used for both types).
#include <cstddef>

template <typename T>
__device__ T block_sum(T v)
{
    __shared__ T sums[32];
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0)
        sums[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = lane < (int)(blockDim.x >> 5) ? sums[lane] : T(0);
        for (int o = 16; o > 0; o >>= 1)
            v += __shfl_down_sync(0xffffffffu, v, o);
    }
    return v;
}

__device__ float cas_add(float *addr, float val)
{
    unsigned int *p = (unsigned int *)addr;
    unsigned int old = *p, assumed;
    do {
        assumed = old;
        old = atomicCAS(p, assumed, __float_as_uint(val + __uint_as_float(assumed)));
    } while (assumed != old);
    return __uint_as_float(old);
}

__device__ double cas_add(double *addr, double val)
{
    unsigned long long *p = (unsigned long long *)addr;
    unsigned long long old = *p, assumed;
    do {
        assumed = old;
        old = atomicCAS(p, assumed, __double_as_longlong(val + __longlong_as_double(assumed)));
    } while (assumed != old);
    return __longlong_as_double(old);
}

template <typename T>
__global__ void pairs_kernel(const T *in, T *out, size_t count, bool atomic)
{
    size_t i = (size_t)blockIdx.x * blockDim.x * 2 + threadIdx.x;
    T v = T(0);
    if (i < count)
        v = in[i];
    if (i + blockDim.x < count)
        v += in[i + blockDim.x];
    v = block_sum(v);
    if (threadIdx.x == 0) {
        if (atomic)
            cas_add(out, v);
        else
            out[blockIdx.x] = v;
    }
}

static size_t grid_for(size_t count, int block)
{
    size_t per = 2 * (size_t)block;
    return (count + per - 1) / per;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(T));
    pairs_kernel<T><<<(unsigned)grid_for(n, block), block>>>(d_input, d_result, n, true);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    size_t first = grid_for(n, block);
    if (first <= 1) {
        pairs_kernel<T><<<1, block>>>(d_input, d_result, n, false);
        return;
    }
    size_t second = grid_for(first, block);
    T *scratch = nullptr;
    if (cudaMalloc(&scratch, (first + second) * sizeof(T)) != cudaSuccess)
        return;
    T *bufs[2] = { scratch, scratch + first };
    const T *in = d_input;
    size_t count = n;
    int which = 0;
    while (grid_for(count, block) > 1) {
        size_t g = grid_for(count, block);
        pairs_kernel<T><<<(unsigned)g, block>>>(in, bufs[which], count, false);
        in = bufs[which];
        count = g;
        which ^= 1;
    }
    pairs_kernel<T><<<1, block>>>(in, d_result, count, false);
    cudaFree(scratch);
}

template void sum_atomic<float>(const float *, float *, size_t, int);
template void sum_atomic<double>(const double *, double *, size_t, int);
template void sum_two_phase<float>(const float *, float *, size_t, int);
template void sum_two_phase<double>(const double *, double *, size_t, int);
