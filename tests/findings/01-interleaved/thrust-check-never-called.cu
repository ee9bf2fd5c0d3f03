// expect: gpu=pass emu=pass -- correct: the kernel is right; a host function the grader never calls checks a sum with thrust::device_vector and thrust::reduce, as generated whole programs do; the emulator has no thrust headers (NOT GRADED, emulator-unsupported)
// correct: a whole program with a thrust cross-check in a host function that is never called
#include <iostream>
#include <vector>
#include <numeric>
#include <thrust/device_vector.h>
#include <thrust/reduce.h>
#include <random>
#include <chrono>
#include <algorithm>
#include <cuda_runtime.h>

#define CUDA_CHECK(call) do { cudaError_t e = (call); if (e != cudaSuccess) { \
    std::cerr << "CUDA error: " << cudaGetErrorString(e) << " at " << __FILE__ << ":" << __LINE__ << std::endl; \
    std::exit(1); } } while (0)

__global__ void reduce_interleaved(const float* __restrict__ input, float* __restrict__ partial, int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + tid;
    sdata[tid] = (i < n) ? input[i] : 0.0f;
    __syncthreads();
    for (unsigned int s = 1; s < blockDim.x; s *= 2) {
        if (tid % (2 * s) == 0) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) partial[blockIdx.x] = sdata[0];
}

int main(int argc, char** argv)
{
    const int n = argc > 1 ? std::atoi(argv[1]) : (1 << 20);
    std::vector<float> h(n);
    std::mt19937 gen(42);
    std::uniform_real_distribution<float> dist(0.f, 1.f);
    std::generate(h.begin(), h.end(), [&] { return dist(gen); });
    const int threads = 256, blocks = (n + threads - 1) / threads;
    float *d_in, *d_part;
    CUDA_CHECK(cudaMallocManaged(&d_in, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_part, blocks * sizeof(float)));
    std::copy(h.begin(), h.end(), d_in);
    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start)); CUDA_CHECK(cudaEventCreate(&stop));
    CUDA_CHECK(cudaEventRecord(start));
    reduce_interleaved<<<blocks, threads, threads * sizeof(float)>>>(d_in, d_part, n);
    CUDA_CHECK(cudaEventRecord(stop));
    CUDA_CHECK(cudaEventSynchronize(stop));
    float ms = 0; CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
    std::vector<float> part(blocks);
    CUDA_CHECK(cudaMemcpy(part.data(), d_part, blocks * sizeof(float), cudaMemcpyDeviceToHost));
    double cpu = std::accumulate(h.begin(), h.end(), 0.0);
    double gpu = std::accumulate(part.begin(), part.end(), 0.0);
    std::cout << "GPU " << gpu << " CPU " << cpu << " kernel " << ms << " ms\n";
    CUDA_CHECK(cudaFree(d_in)); CUDA_CHECK(cudaFree(d_part));
    return 0;
}
float check_with_thrust(const std::vector<float>& h)
{
    thrust::device_vector<float> d(h.begin(), h.end());
    return thrust::reduce(d.begin(), d.end(), 0.0f);
}
