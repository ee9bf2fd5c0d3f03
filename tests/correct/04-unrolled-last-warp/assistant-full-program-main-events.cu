// correct: a whole program as a code assistant writes it: a CUDA_CHECK macro over std::cerr, a main() (never run by the grader) filling a std::vector from std::mt19937, cudaMallocManaged input, cudaEvent timing and a std::accumulate check on the host; the kernel a volatile last warp with __syncwarp() between each step's read and write. Must pass.
#include <iostream>
#include <vector>
#include <numeric>
#include <random>
#include <chrono>
#include <algorithm>
#include <cuda_runtime.h>

#define CUDA_CHECK(call) do { cudaError_t e = (call); if (e != cudaSuccess) { \
    std::cerr << "CUDA error: " << cudaGetErrorString(e) << " at " << __FILE__ << ":" << __LINE__ << std::endl; \
    std::exit(1); } } while (0)

__device__ void warpReduce(volatile float* sdata, unsigned int tid)
{
    // Volta+: lanes are not in lockstep, so sync between each read and write
    for (unsigned int offset = 32; offset > 0; offset >>= 1) {
        float v = sdata[tid] + sdata[tid + offset];
        __syncwarp();
        sdata[tid] = v;
        __syncwarp();
    }
}

__global__ void reduce_unrolled(const float* __restrict__ input, float* __restrict__ partial, int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockDim.x * 2) + tid;
    float sum = (i < n) ? input[i] : 0.0f;
    if (i + blockDim.x < n) sum += input[i + blockDim.x];
    sdata[tid] = sum;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32) warpReduce(sdata, tid);
    if (tid == 0) partial[blockIdx.x] = sdata[0];
}

int main(int argc, char** argv)
{
    const int n = argc > 1 ? std::atoi(argv[1]) : (1 << 20);
    std::vector<float> h(n);
    std::mt19937 gen(42);
    std::uniform_real_distribution<float> dist(0.f, 1.f);
    std::generate(h.begin(), h.end(), [&] { return dist(gen); });
    const int threads = 256, blocks = (n + 2 * threads - 1) / (2 * threads);
    float *d_in, *d_part;
    CUDA_CHECK(cudaMallocManaged(&d_in, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_part, blocks * sizeof(float)));
    std::copy(h.begin(), h.end(), d_in);
    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start)); CUDA_CHECK(cudaEventCreate(&stop));
    CUDA_CHECK(cudaEventRecord(start));
    reduce_unrolled<<<blocks, threads, threads * sizeof(float)>>>(d_in, d_part, n);
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
