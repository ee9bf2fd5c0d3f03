// correct: every thread, not only thread 0, stores sdata[0] into partial[blockIdx.x]
// after the last barrier; they all store the same value, which CUDA allows (no race);
// the stride is a size_t and the global index a size_t.
#include <cstddef>
__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    size_t tid = threadIdx.x;
    size_t i = (size_t)blockIdx.x * blockDim.x + tid;

    sdata[tid] = 0.0f;
    if (i < (size_t)n)
        sdata[tid] = input[i];
    __syncthreads();

    for (size_t stride = blockDim.x / 2; stride != 0; stride /= 2) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }

    partial[blockIdx.x] = sdata[0];
}
