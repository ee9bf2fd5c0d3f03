// correct: the result is zeroed by a cudaMemcpyAsync from a pinned host float (cudaMallocHost, made on the first call and kept), and part 2 reads the total back into that pinned buffer with cudaMemcpyAsync + cudaStreamSynchronize, as a student checks that the kernel ran (a copy of the answer, no host reduction); part 1's tree is a templated functor over extern __shared__ double-aligned storage
// 09-atomics: three ways to add an array into one float with atomicAdd.
#include <cstddef>
#include <cstdio>

static float *pinned_scratch()
{
    static float *host = nullptr;  // pinned: a true asynchronous copy either way
    if (host == nullptr && cudaMallocHost((void **)&host, sizeof(float)) != cudaSuccess)
        host = nullptr;
    return host;
}

static void zero_result(float *d_result)
{
    float *h = pinned_scratch();
    if (h == nullptr) {
        cudaMemset(d_result, 0, sizeof(float));
        return;
    }
    *h = 0.0f;
    cudaMemcpyAsync(d_result, h, sizeof(float), cudaMemcpyHostToDevice, 0);
    cudaStreamSynchronize(0);  // h is reused: the copy has read it before we return
}

static unsigned grid_for(size_t n, int block) { return (unsigned)((n + block - 1) / block); }

__device__ __forceinline__ size_t gid() { return (size_t)blockIdx.x * blockDim.x + threadIdx.x; }

__global__ void naive_kernel(const float *__restrict__ in, float *out, size_t n)
{
    const size_t i = gid();
    if (i < n)
        atomicAdd(out, __ldg(in + i));
}

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block)
{
    zero_result(d_result);
    naive_kernel<<<grid_for(n, block), block>>>(d_input, d_result, n);
}

struct Add {
    __device__ float operator()(float a, float b) const { return a + b; }
};

template <typename Op>
__global__ void block_kernel(const float *__restrict__ in, float *out, size_t n, Op op)
{
    extern __shared__ double raw[];  // double-aligned storage, used as floats
    float *s = reinterpret_cast<float *>(raw);
    const size_t i = gid();
    s[threadIdx.x] = i < n ? in[i] : 0.0f;
    __syncthreads();
    for (unsigned half = blockDim.x >> 1; half != 0; half >>= 1) {
        if (threadIdx.x < half)
            s[threadIdx.x] = op(s[threadIdx.x], s[threadIdx.x + half]);
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(out, s[0]);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    zero_result(d_result);
    block_kernel<<<grid_for(n, block), block, block * sizeof(float)>>>(d_input, d_result, n, Add{});
}

__global__ void warp_kernel(const float *__restrict__ in, float *out, size_t n)
{
    const size_t i = gid();
    float v = i < n ? in[i] : 0.0f;
    for (int d = 16; d; d >>= 1)
        v += __shfl_down_sync(~0u, v, d);
    if ((threadIdx.x & 31) == 0)
        atomicAdd(out, v);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    zero_result(d_result);
    warp_kernel<<<grid_for(n, block), block>>>(d_input, d_result, n);
    float *h = pinned_scratch();
    if (h != nullptr) {
        cudaMemcpyAsync(h, d_result, sizeof(float), cudaMemcpyDeviceToHost, 0);
        cudaStreamSynchronize(0);
        if (*h != *h)
            fprintf(stderr, "sum_atomic_warp: NaN total\n");
    }
}
