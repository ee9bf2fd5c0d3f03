// Exercise 02, a correct variant: extern "C" linkage, __restrict__ and
// __ldg on the input, and the tree's step in a __device__ helper.

__device__ __forceinline__ void fold(float *s, unsigned tid, unsigned stride)
{
    if (tid < stride)
        s[tid] += s[tid + stride];
}

extern "C" __global__ void reduce_sequential(const float *__restrict__ input,
                                             float *__restrict__ partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    const size_t i = (size_t)blockIdx.x * blockDim.x + tid;

    sdata[tid] = i < (size_t)n ? __ldg(&input[i]) : 0.0f;
    __syncthreads();

#pragma unroll 1
    for (unsigned stride = blockDim.x >> 1; stride != 0; stride >>= 1) {
        fold(sdata, tid, stride);
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
