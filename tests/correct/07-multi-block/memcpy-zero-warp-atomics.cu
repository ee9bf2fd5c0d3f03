// correct: the result is zeroed by a cudaMemcpy of a host T(0); part 0 makes one atomicAdd per warp (lane 0 after a butterfly), no shared memory; part 1's scratch is a static cudaMalloc'd buffer kept between calls and its second pass a single warp (<<<1, 32>>>) with a strided loop; tests per-warp atomics and a 32-thread final pass.
#include <cstddef>

#define FULL 0xffffffffu

template <typename T>
__device__ T warp_allreduce(T v)
{
    for (int m = 16; m >= 1; m >>= 1)
        v += __shfl_xor_sync(FULL, v, m);
    return v;
}

template <typename T>
__device__ T thread_share(const T *in, size_t n)
{
    T acc = 0;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        acc += in[i];
    return acc;
}

template <typename T>
__global__ void warp_atomic_kernel(const T *in, T *out, size_t n)
{
    T v = warp_allreduce(thread_share(in, n));
    if ((threadIdx.x & 31) == 0)
        atomicAdd(out, v);
}

template <typename T>
__global__ void warp_partials_kernel(const T *in, T *part, size_t n)
{
    T v = warp_allreduce(thread_share(in, n));
    if ((threadIdx.x & 31) == 0)
        part[blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32] = v;
}

template <typename T>
__global__ void one_warp_kernel(const T *part, T *out, size_t count)
{
    T v = 0;
    for (size_t i = threadIdx.x; i < count; i += 32)
        v += part[i];
    v = warp_allreduce(v);
    if (threadIdx.x == 0)
        *out = v;
}

static unsigned grid_for(size_t n, int block)
{
    size_t g = (n + block - 1) / block;
    return g > 512 ? 512u : (unsigned)g;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    const T zero = 0;
    cudaMemcpy(d_result, &zero, sizeof zero, cudaMemcpyHostToDevice);
    warp_atomic_kernel<T><<<grid_for(n, block), block>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    static T *scratch = nullptr;  // 512 blocks * 32 warps at most
    if (!scratch)
        cudaMalloc(&scratch, 512 * 32 * sizeof(T));
    unsigned g = grid_for(n, block);
    warp_partials_kernel<T><<<g, block>>>(d_input, scratch, n);
    one_warp_kernel<T><<<1, 32>>>(scratch, d_result, (size_t)g * (block / 32));
}
