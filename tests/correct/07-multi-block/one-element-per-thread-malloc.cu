// correct: no grid-stride loop: one element per thread on a grid of ceil(n / block) blocks (size_t index), zeroed with a synchronous cudaMemset; the two-phase scratch is cudaMalloc'd per call for every block's partial, the second pass one block that loops over all of them, and cudaFree after it is queued; tests an uncapped grid with thousands of partials.
#include <cstddef>

template <typename T>
__device__ T warp_sum(T v)
{
    for (int o = 16; o > 0; o /= 2)
        v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}

template <typename T>
__device__ T block_sum(T v)
{
    __shared__ T s[32];
    int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    v = warp_sum(v);
    if (lane == 0) s[w] = v;
    __syncthreads();
    if (w == 0) {
        v = lane < (int)(blockDim.x >> 5) ? s[lane] : T(0);
        v = warp_sum(v);
    }
    return v;
}

template <typename T>
__global__ void atomic_kernel(const T *in, T *out, size_t n)
{
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    T v = i < n ? in[i] : T(0);
    v = block_sum(v);
    if (threadIdx.x == 0) atomicAdd(out, v);
}

template <typename T>
__global__ void partial_kernel(const T *in, T *part, size_t n)
{
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    T v = i < n ? in[i] : T(0);
    v = block_sum(v);
    if (threadIdx.x == 0) part[blockIdx.x] = v;
}

template <typename T>
__global__ void final_kernel(const T *part, T *out, size_t count)
{
    T v = T(0);
    for (size_t i = threadIdx.x; i < count; i += blockDim.x)
        v += part[i];
    v = block_sum(v);
    if (threadIdx.x == 0) *out = v;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(T));
    size_t grid = (n + block - 1) / block;
    atomic_kernel<T><<<(unsigned)grid, block>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    size_t grid = (n + block - 1) / block;
    T *d_part;
    cudaMalloc(&d_part, grid * sizeof(T));
    partial_kernel<T><<<(unsigned)grid, block>>>(d_input, d_part, n);
    final_kernel<T><<<1, block>>>(d_part, d_result, grid);
    cudaFree(d_part);
}
