// correct: no memset: the result is zeroed by a one-thread kernel on the default stream
// before each sum; part 0 makes an atomic only for a non-zero element (fewer atomics on
// sparse data, the same sum); part 1's tree in a static array of 1024 floats through a
// template; part 2's butterfly unrolled by hand; indices in unsigned long long.
#include <cstddef>

__global__ void set_zero(float *p) { *p = 0.0f; }

__global__ void naive(const float *x, float *r, unsigned long long n)
{
    unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[i];
        if (v != 0.0f)
            atomicAdd(r, v);
    }
}

template <unsigned MAXB>
__global__ void tree(const float *x, float *r, unsigned long long n)
{
    __shared__ float s[MAXB];
    unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = i < n ? x[i] : 0.0f;
    __syncthreads();
    for (unsigned h = blockDim.x >> 1; h; h >>= 1) {
        if (threadIdx.x < h)
            s[threadIdx.x] += s[threadIdx.x + h];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(r, s[0]);
}

__global__ void warps(const float *x, float *r, unsigned long long n)
{
    unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? x[i] : 0.0f;
    v += __shfl_xor_sync(0xffffffffu, v, 16);
    v += __shfl_xor_sync(0xffffffffu, v, 8);
    v += __shfl_xor_sync(0xffffffffu, v, 4);
    v += __shfl_xor_sync(0xffffffffu, v, 2);
    v += __shfl_xor_sync(0xffffffffu, v, 1);
    if ((threadIdx.x & 31) == 0)
        atomicAdd(r, v);
}

static dim3 grid(size_t n, int block) { return dim3((unsigned)((n + block - 1) / block)); }

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block)
{
    set_zero<<<1, 1>>>(d_result);
    naive<<<grid(n, block), block>>>(d_input, d_result, n);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    set_zero<<<1, 1>>>(d_result);
    tree<1024><<<grid(n, block), block>>>(d_input, d_result, n);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    set_zero<<<1, 1>>>(d_result);
    warps<<<grid(n, block), block>>>(d_input, d_result, n);
}
