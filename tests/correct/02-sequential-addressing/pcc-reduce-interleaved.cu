// Professional CUDA C Programming, chapter 3: reduceInterleaved (the book's
// "interleaved" is the kit's sequential addressing: stride halves from
// blockDim.x / 2).  The book works in place on g_idata; here on a shared copy.
#include <cuda_runtime.h>
#include <stdio.h>

#define CHECK(call)                                                          \
{                                                                            \
    const cudaError_t error = call;                                          \
    if (error != cudaSuccess)                                                \
    {                                                                        \
        fprintf(stderr, "Error: %s:%d, ", __FILE__, __LINE__);               \
        fprintf(stderr, "code: %d, reason: %s\n", error,                     \
                cudaGetErrorString(error));                                  \
    }                                                                        \
}

__global__ void reduce_sequential(const float *g_idata, float *g_odata, int n)
{
    extern __shared__ float idata[];

    // set thread ID
    unsigned int tid = threadIdx.x;
    unsigned int idx = blockIdx.x * blockDim.x + threadIdx.x;

    // boundary check
    idata[tid] = 0;
    if (idx < n) idata[tid] = g_idata[idx];
    __syncthreads();

    // in-place reduction in shared memory
    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride) {
            idata[tid] += idata[tid + stride];
        }
        __syncthreads();
    }

    // write result for this block to global mem
    if (tid == 0) g_odata[blockIdx.x] = idata[0];
}
