// correct: code-assistant style: a CUDA_CHECK macro and a host wrapper that launches nothing for n == 0 (never called by the grader), the kernel with int indices, the first add during the load and the tree as a while loop halving an int stride. Must pass.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(x)                                                          \
    do {                                                                       \
        cudaError_t e = (x);                                                   \
        if (e != cudaSuccess) {                                                \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,            \
                         cudaGetErrorString(e));                               \
            return -1.0f;                                                      \
        }                                                                      \
    } while (0)

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float smem[];
    int tid = threadIdx.x;
    int idx = blockIdx.x * blockDim.x * 2 + threadIdx.x;

    // First add during load: each thread sums two elements
    float v = 0.0f;
    if (idx < n) v = input[idx];
    if (idx + (int)blockDim.x < n) v += input[idx + blockDim.x];
    smem[tid] = v;
    __syncthreads();

    int s = blockDim.x / 2;
    while (s > 0) {
        if (tid < s) smem[tid] += smem[tid + s];
        __syncthreads();
        s /= 2;
    }

    if (tid == 0) partial[blockIdx.x] = smem[0];
}

float sum_on_gpu(const std::vector<float> &data)
{
    const int n = (int)data.size();
    if (n == 0) return 0.0f;  // no launch for an empty input
    const int threads = 256;
    const int blocks = (n + threads * 2 - 1) / (threads * 2);
    float *d_in, *d_out;
    CUDA_CHECK(cudaMalloc(&d_in, sizeof(float) * n));
    CUDA_CHECK(cudaMalloc(&d_out, sizeof(float) * blocks));
    CUDA_CHECK(cudaMemcpy(d_in, data.data(), sizeof(float) * n, cudaMemcpyHostToDevice));
    reduce_first_add<<<blocks, threads, threads * sizeof(float)>>>(d_in, d_out, n);
    CUDA_CHECK(cudaGetLastError());
    std::vector<float> out(blocks);
    CUDA_CHECK(cudaMemcpy(out.data(), d_out, sizeof(float) * blocks, cudaMemcpyDeviceToHost));
    cudaFree(d_in);
    cudaFree(d_out);
    float total = 0.0f;
    for (float x : out) total += x;
    return total;
}
