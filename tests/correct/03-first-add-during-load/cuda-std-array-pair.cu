// correct: the two elements of a thread are loaded into a cuda::std::array<float, 2> by a `#pragma unroll` loop (index blockDim.x * k apart, each checked against n) and added, then the sequential tree; tests cuda::std::array in device code and a loop over its size()
#include <cuda/std/array>

__global__ void reduce_first_add(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    const unsigned base = blockIdx.x * blockDim.x * 2 + tid;

    cuda::std::array<float, 2> items{};
#pragma unroll
    for (unsigned k = 0; k < items.size(); ++k) {
        const unsigned i = base + k * blockDim.x;
        items[k] = i < (unsigned)n ? input[i] : 0.0f;
    }
    sdata[tid] = items[0] + items[1];
    __syncthreads();

    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
