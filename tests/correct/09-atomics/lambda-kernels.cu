// Exercise 09, a correct variant: one generic kernel template runs whatever __device__
// lambda the host hands it (captured by value: the pointers and n), so each part is a
// lambda written where it is launched (or a functor), the warp part's lambda named
// with its captures listed.

#include <cstddef>

template <typename Body>
__global__ void run_body(Body body)
{
    body(threadIdx.x, blockIdx.x, blockDim.x, gridDim.x);
}

static unsigned grid_of(size_t n, int block)
{
    size_t g = (n + block - 1) / block;
    return g == 0 ? 1u : (g < 1024 ? (unsigned)g : 1024u);
}

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    run_body<<<grid_of(n, block), block>>>([=] __device__ (unsigned t, unsigned b, unsigned bd, unsigned gd) {
        for (size_t i = (size_t)b * bd + t; i < n; i += (size_t)gd * bd)
            atomicAdd(d_result, d_input[i]);
    });
}

template <int BLOCK_SLOTS>
struct BlockTotal {
    const float *in;
    float *out;
    size_t n;
    __device__ void operator()(unsigned t, unsigned b, unsigned bd, unsigned gd) const
    {
        __shared__ float total[BLOCK_SLOTS];
        if (t == 0)
            total[0] = 0.0f;
        __syncthreads();
        float s = 0.0f;
        for (size_t i = (size_t)b * bd + t; i < n; i += (size_t)gd * bd)
            s += in[i];
        atomicAdd(&total[0], s);
        __syncthreads();
        if (t == 0)
            atomicAdd(out, total[0]);
    }
};

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    run_body<<<grid_of(n, block), block>>>(BlockTotal<1>{d_input, d_result, n});
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    auto body = [d_input, d_result, n] __device__ (unsigned t, unsigned b, unsigned bd, unsigned gd) {
        float s = 0.0f;
        for (size_t i = (size_t)b * bd + t; i < n; i += (size_t)gd * bd)
            s += d_input[i];
        for (int o = 16; o; o >>= 1)
            s += __shfl_xor_sync(~0u, s, o);
        if (t % 32 == 0)
            atomicAdd(d_result, s);
    };
    run_body<<<grid_of(n, block), block>>>(body);
}
