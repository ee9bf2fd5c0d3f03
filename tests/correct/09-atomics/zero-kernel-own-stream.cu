// correct: each part makes its own stream, zeroes the result with a one-thread kernel on
// that stream, launches on the same stream (so the zero comes first) and synchronises and
// destroys the stream before returning; part 1 sums warps by shuffle, then warp 0 sums
// the warps' sums from shared memory (two levels, one atomic per block).
#include <cstddef>

__global__ void set_zero(float *p) { *p = 0.0f; }

__device__ __forceinline__ float warp_sum(float v)
{
    #pragma unroll
    for (int o = 16; o >= 1; o /= 2)
        v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}

__global__ void naive_kernel(const float *in, float *out, size_t n)
{
    const size_t gid = blockDim.x * (size_t)blockIdx.x + threadIdx.x;
    if (gid < n)
        atomicAdd(out, in[gid]);
}

__global__ void block_kernel(const float *in, float *out, size_t n)
{
    __shared__ float warp_totals[32];
    const size_t gid = blockDim.x * (size_t)blockIdx.x + threadIdx.x;
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    float v = warp_sum(gid < n ? in[gid] : 0.0f);
    if (lane == 0)
        warp_totals[warp] = v;
    __syncthreads();
    if (warp == 0) {
        float w = lane < (int)(blockDim.x / 32) ? warp_totals[lane] : 0.0f;
        w = warp_sum(w);
        if (lane == 0)
            atomicAdd(out, w);
    }
}

__global__ void warp_kernel(const float *in, float *out, size_t n)
{
    const size_t gid = blockDim.x * (size_t)blockIdx.x + threadIdx.x;
    float v = warp_sum(gid < n ? in[gid] : 0.0f);
    if (threadIdx.x % 32 == 0)
        atomicAdd(out, v);
}

template <typename K>
static void run(K kernel, const float *d_input, float *d_result, size_t n, int block)
{
    cudaStream_t s;
    cudaStreamCreate(&s);
    set_zero<<<1, 1, 0, s>>>(d_result);
    unsigned grid = (unsigned)((n + block - 1) / block);
    kernel<<<grid, block, 0, s>>>(d_input, d_result, n);
    cudaStreamSynchronize(s);
    cudaStreamDestroy(s);
}

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block)
{
    run(naive_kernel, d_input, d_result, n, block);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    run(block_kernel, d_input, d_result, n, block);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    run(warp_kernel, d_input, d_result, n, block);
}
