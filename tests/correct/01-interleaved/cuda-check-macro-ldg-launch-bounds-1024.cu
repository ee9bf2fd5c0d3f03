// correct: tutorial style: a CUDA_CHECK macro defined (unused by the kernel), __launch_bounds__(1024) (the largest block the harness gives), __ldg loads, __align__(16) on extern __shared__, #pragma unroll on nothing that must unroll, printf under #ifdef DEBUG
#include <cstdio>
#include <cstdlib>

#define CUDA_CHECK(call)                                                        \
    do {                                                                        \
        cudaError_t err__ = (call);                                             \
        if (err__ != cudaSuccess) {                                             \
            fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err__), \
                    __FILE__, __LINE__);                                        \
            exit(EXIT_FAILURE);                                                 \
        }                                                                       \
    } while (0)

__global__ void __launch_bounds__(1024) reduce_interleaved(const float *__restrict__ input,
                                                           float *__restrict__ partial, int n)
{
    extern __shared__ __align__(16) float sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    sdata[tid] = (i < (unsigned int)n) ? __ldg(&input[i]) : 0.0f;
    __syncthreads();

    for (unsigned int s = 1; s < blockDim.x; s *= 2) {
        if (tid % (2 * s) == 0)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    if (tid == 0) {
        partial[blockIdx.x] = sdata[0];
#ifdef DEBUG
        printf("block %d sum %f\n", blockIdx.x, sdata[0]);
#endif
    }
}
