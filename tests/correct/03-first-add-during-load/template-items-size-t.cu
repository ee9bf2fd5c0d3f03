// correct: a kernel template on items per thread and block-independent size_t indices
// ((size_t)blockIdx.x * ITEMS * blockDim.x), instantiated for 2 by a thin wrapper that
// is the entry point; the tree's loop counts down with a while.
#include <cstddef>
template <int ITEMS>
__device__ __forceinline__ void block_sum(const float *__restrict__ in, float *__restrict__ out,
                                          size_t n, float *sh)
{
    const size_t base = (size_t)blockIdx.x * ITEMS * blockDim.x + threadIdx.x;
    float acc = 0.0f;
    for (int k = 0; k < ITEMS; k++) {
        const size_t j = base + (size_t)k * blockDim.x;
        acc += j < n ? in[j] : 0.0f;
    }
    sh[threadIdx.x] = acc;
    __syncthreads();
    unsigned s = blockDim.x;
    while (s > 1) {
        s /= 2;
        if (threadIdx.x < s)
            sh[threadIdx.x] += sh[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        out[blockIdx.x] = sh[0];
}

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    block_sum<2>(input, partial, (size_t)n, sdata);
}
