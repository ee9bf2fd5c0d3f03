// correct: first add during load through <cuda/std/memory>: the input read through cuda::std::assume_aligned<alignof(float)> (a promise every float pointer keeps), each thread's slot of shared memory reached by cuda::std::addressof, then the sequential tree
#include <cuda/std/memory>

__global__ void reduce_first_add(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    extern __shared__ float sdata[];
    const float *in = cuda::std::assume_aligned<alignof(float)>(input);
    const unsigned tid = threadIdx.x;
    const unsigned i = blockIdx.x * blockDim.x * 2 + tid;
    float *mine = cuda::std::addressof(sdata[tid]);
    float v = i < (unsigned)n ? in[i] : 0.0f;
    if (i + blockDim.x < (unsigned)n)
        v += in[i + blockDim.x];
    *mine = v;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            *mine += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
