// correct: generated style: assert(blockDim.x <= 1024) and a power-of-two check in the kernel, the tree bound read from blockDim.x at run time, the index computed once as size_t, the sum written by a small function that every thread calls but only thread 0 acts in
#include <cassert>

__device__ __forceinline__ void write_result(float *partial, float value)
{
    if (threadIdx.x == 0)
        partial[blockIdx.x] = value;
}

__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    assert(blockDim.x <= 1024);
    assert((blockDim.x & (blockDim.x - 1)) == 0);
    extern __shared__ float sdata[];
    const int tid = threadIdx.x;
    const size_t gid = (size_t)blockIdx.x * blockDim.x + tid;

    float v = 0.0f;
    if (gid < (size_t)n)
        v = input[gid];
    sdata[tid] = v;
    __syncthreads();

    const int bs = blockDim.x;
    for (int stride = 1; stride < bs; stride <<= 1) {
        const int index = 2 * stride * tid;
        if (index < bs)
            sdata[index] += sdata[index + stride];
        __syncthreads();
    }
    write_result(partial, sdata[0]);
}
