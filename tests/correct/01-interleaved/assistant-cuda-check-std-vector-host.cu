// correct: as a code assistant answers "write a CUDA sum reduction": a CUDA_CHECK macro, a kernel with __restrict__ const input and unsigned indices, and a host wrapper over std::vector that the grader never calls. Must pass.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                     \
    do {                                                                     \
        cudaError_t err__ = (call);                                          \
        if (err__ != cudaSuccess) {                                          \
            fprintf(stderr, "CUDA error %s at %s:%d\n",                      \
                    cudaGetErrorString(err__), __FILE__, __LINE__);          \
            exit(EXIT_FAILURE);                                              \
        }                                                                    \
    } while (0)

// Each block reduces blockDim.x elements using interleaved addressing.
__global__ void reduce_interleaved(const float *__restrict__ input,
                                   float *__restrict__ partial, int n)
{
    extern __shared__ float sdata[];

    const unsigned int tid = threadIdx.x;
    const unsigned int idx = blockIdx.x * blockDim.x + tid;

    // Load data into shared memory (out-of-range threads load 0)
    sdata[tid] = (idx < static_cast<unsigned int>(n)) ? input[idx] : 0.0f;
    __syncthreads();

    // Interleaved addressing reduction
    for (unsigned int stride = 1; stride < blockDim.x; stride <<= 1) {
        if (tid % (2 * stride) == 0) {
            sdata[tid] += sdata[tid + stride];
        }
        __syncthreads();
    }

    // Write the block's result
    if (tid == 0) {
        partial[blockIdx.x] = sdata[0];
    }
}

// Host wrapper: sums a vector on the GPU (partial sums finished on the CPU).
float gpu_sum(const std::vector<float> &h_in, int threads = 256)
{
    const int n = static_cast<int>(h_in.size());
    if (n == 0)
        return 0.0f;  // nothing to launch
    const int blocks = (n + threads - 1) / threads;

    float *d_in = nullptr, *d_partial = nullptr;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_partial, blocks * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(d_in, h_in.data(), n * sizeof(float),
                          cudaMemcpyHostToDevice));

    reduce_interleaved<<<blocks, threads, threads * sizeof(float)>>>(d_in, d_partial, n);
    CUDA_CHECK(cudaGetLastError());

    std::vector<float> h_partial(blocks);
    CUDA_CHECK(cudaMemcpy(h_partial.data(), d_partial, blocks * sizeof(float),
                          cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_partial));

    float total = 0.0f;
    for (float p : h_partial)
        total += p;
    return total;
}
