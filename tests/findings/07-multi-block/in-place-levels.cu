// expect: gpu=wrong-result|pass emu=race|wrong-result -- part 1 reduces level by level, and from the second level on each launch reads and writes one buffer: block b stores partial[b] while block 0 (which owns elements 0 .. 2*block-1) may not have read it yet. The default and --quick matrices pass it: no case has a second level of more than one block under a shuffled schedule; --sizes=4099 --blocks=32 shows it, but as missing-fence, whose advice (add a __threadfence) would not fix it
// mistake: the multi-level second pass reduces in place, reading and writing one buffer in the same launch
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
        pairs_kernel<T><<<(unsigned)g, block>>>(in, scratch, count, false);
        in = scratch;
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
