// correct: a `static bool initialised` that on the first call raises cudaFuncAttributeMaxDynamicSharedMemorySize of the block part (to what it uses at 1024 threads) and sets a carveout of cudaSharedmemCarveoutMaxShared, cudaStreamSynchronize(0) before returning, cudaMemsetAsync on stream 0, per-warp cg::reduce with cg::plus in the warp part
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void naive_kernel(const float *in, float *out, size_t n)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(out, in[i]);
}

__global__ void block_kernel(const float *in, float *out, size_t n)
{
    extern __shared__ __align__(16) float buf[];
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    buf[threadIdx.x] = i < n ? in[i] : 0.0f;
    __syncthreads();
    for (unsigned s = blockDim.x >> 1; s; s >>= 1) {
        if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) atomicAdd(out, buf[0]);
}

__global__ void warp_kernel(const float *in, float *out, size_t n)
{
    auto warp = cg::tiled_partition<32>(cg::this_thread_block());
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    float v = cg::reduce(warp, i < n ? in[i] : 0.0f, cg::plus<float>());
    if (warp.thread_rank() == 0) atomicAdd(out, v);
}

static void init_once()
{
    static bool initialised = false;
    if (initialised) return;
    cudaFuncSetAttribute(block_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024 * (int)sizeof(float));
    cudaFuncSetAttribute(block_kernel, cudaFuncAttributePreferredSharedMemoryCarveout, cudaSharedmemCarveoutMaxShared);
    initialised = true;
}

static unsigned blocks_for(size_t n, int block) { return (unsigned)((n + block - 1) / block); }

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block)
{
    init_once();
    cudaMemsetAsync(d_result, 0, sizeof(float), 0);
    if (n) naive_kernel<<<blocks_for(n, block), block>>>(d_input, d_result, n);
    cudaStreamSynchronize(0);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    init_once();
    cudaMemsetAsync(d_result, 0, sizeof(float), 0);
    if (n) block_kernel<<<blocks_for(n, block), block, block * sizeof(float)>>>(d_input, d_result, n);
    cudaStreamSynchronize(0);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    init_once();
    cudaMemsetAsync(d_result, 0, sizeof(float), 0);
    if (n) warp_kernel<<<blocks_for(n, block), block>>>(d_input, d_result, n);
    cudaStreamSynchronize(0);
}
