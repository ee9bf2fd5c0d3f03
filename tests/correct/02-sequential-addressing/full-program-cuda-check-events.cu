// correct: a whole program as an assistant writes it: a CUDA_CHECK macro, the sequential-addressing kernel with `unsigned int` indices, and a main() that fills a std::vector, times the launch with cudaEvents, finishes on the host and prints; the grader calls only the kernel
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                        \
    do {                                                                        \
        cudaError_t err_ = (call);                                              \
        if (err_ != cudaSuccess) {                                              \
            fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_), \
                    __FILE__, __LINE__);                                        \
            exit(EXIT_FAILURE);                                                 \
        }                                                                       \
    } while (0)

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int gid = blockIdx.x * blockDim.x + tid;
    sdata[tid] = (gid < (unsigned int)n) ? input[gid] : 0.0f;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}

int main()
{
    const int n = 1 << 20, threads = 256;
    const int blocks = (n + threads - 1) / threads;
    std::vector<float> h(n, 1.0f), parts(blocks);
    float *d_in = nullptr, *d_part = nullptr;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_part, blocks * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));
    CUDA_CHECK(cudaEventRecord(start));
    reduce_sequential<<<blocks, threads, threads * sizeof(float)>>>(d_in, d_part, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaEventRecord(stop));
    CUDA_CHECK(cudaEventSynchronize(stop));
    float ms = 0.0f;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
    CUDA_CHECK(cudaMemcpy(parts.data(), d_part, blocks * sizeof(float), cudaMemcpyDeviceToHost));
    double total = 0.0;
    for (float p : parts) total += p;
    printf("sum = %.1f (expected %d), %.3f ms\n", total, n, ms);
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_part));
    return 0;
}
