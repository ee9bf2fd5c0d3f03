// expect: gpu=cuda-error|pass emu=cuda-error without=out-of-bounds|race -- the counter's launch copy (cudaLaunchKernelEx converts its arguments by value) is destroyed on the host as the call returns, and its cudaFree (which waits for the kernel) frees the counter; the local's destructor then frees it again: cudaErrorInvalidValue. No device thread touches freed memory
// mistake: a by-value kernel parameter whose destructor frees device memory, with the implicit copy constructor (the rule of three broken), launched through cudaLaunchKernelEx
#include <cuda_runtime.h>

// how many warps added into the result: a debugging aid the host never reads back here
struct WarpCounter {
    unsigned *count;
    WarpCounter() : count(0) {
        cudaMalloc((void **)&count, sizeof(unsigned));
        cudaMemset(count, 0, sizeof(unsigned));
    }
    ~WarpCounter() { cudaFree(count); }
    __device__ void tick() const { atomicAdd(count, 1u); }
};

__global__ void naive_kernel(const float *in, float *out, size_t n) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(out, in[i]);
}

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block) {
    cudaMemset(d_result, 0, sizeof(float));
    size_t grid = (n + block - 1) / block;
    if (grid > 0)
        naive_kernel<<<(unsigned)grid, block>>>(d_input, d_result, n);
}

__global__ void block_kernel(const float *in, float *out, size_t n) {
    extern __shared__ float tile[];
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    tile[threadIdx.x] = i < n ? in[i] : 0.0f;
    __syncthreads();
    for (unsigned half = blockDim.x / 2; half > 0; half /= 2) {
        if (threadIdx.x < half)
            tile[threadIdx.x] += tile[threadIdx.x + half];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(out, tile[0]);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block) {
    cudaMemset(d_result, 0, sizeof(float));
    size_t grid = (n + block - 1) / block;
    if (grid > 0)
        block_kernel<<<(unsigned)grid, block, block * sizeof(float)>>>(d_input, d_result, n);
}

__global__ void warp_kernel(WarpCounter counter, const float *in, float *out, size_t n) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    float v = i < n ? in[i] : 0.0f;
    for (int offset = 16; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffffu, v, offset);
    if ((threadIdx.x & 31) == 0) {
        atomicAdd(out, v);
        counter.tick();
    }
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block) {
    cudaMemset(d_result, 0, sizeof(float));
    size_t grid = (n + block - 1) / block;
    if (grid == 0)
        return;
    WarpCounter counter;
    cudaLaunchConfig_t config = {};
    config.gridDim = dim3((unsigned)grid);
    config.blockDim = dim3(block);
    cudaLaunchKernelEx(&config, warp_kernel, counter, d_input, d_result, n);
}
