// expect: gpu=cuda-error|pass emu=cuda-error without=out-of-bounds -- CUDA by Example's Lock passed by value: the launch's host copy is destroyed once, on the host, after the launch (its cudaFree waits for the kernel), then the local Lock's destructor frees the mutex again (a double free, cudaErrorInvalidValue); the kernel never touches freed memory
// mistake: a kernel parameter type whose destructor frees device memory, with the implicit (bitwise) copy constructor, as the book's appendix writes Lock
// CUDA by Example (Sanders & Kandrot), appendix A.1: the Lock struct and the
// dot-product kernel's finish under it, adapted to a sum.
#include <cuda_runtime.h>
#include <stdio.h>

static void HandleError(cudaError_t err, const char *file, int line) {
    if (err != cudaSuccess) {
        printf("%s in %s at line %d\n", cudaGetErrorString(err), file, line);
    }
}
#define HANDLE_ERROR(err) (HandleError(err, __FILE__, __LINE__))

struct Lock {
    int *mutex;
    Lock(void) {
        HANDLE_ERROR(cudaMalloc((void **)&mutex, sizeof(int)));
        HANDLE_ERROR(cudaMemset(mutex, 0, sizeof(int)));
    }
    ~Lock(void) { cudaFree(mutex); }
    __device__ void lock(void) { while (atomicCAS(mutex, 0, 1) != 0); }
    __device__ void unlock(void) { __threadfence(); atomicExch(mutex, 0); }
};

const int threadsPerBlock = 256;

__global__ void sum_kernel(Lock lock, const float *a, float *c, size_t N) {
    __shared__ float cache[threadsPerBlock];
    size_t tid = threadIdx.x + blockIdx.x * (size_t)blockDim.x;
    int cacheIndex = threadIdx.x;
    float temp = 0;
    while (tid < N) { temp += a[tid]; tid += (size_t)blockDim.x * gridDim.x; }
    cache[cacheIndex] = temp;
    __syncthreads();
    int i = blockDim.x / 2;
    while (i != 0) {
        if (cacheIndex < i) cache[cacheIndex] += cache[cacheIndex + i];
        __syncthreads();
        i /= 2;
    }
    if (cacheIndex == 0) {
        lock.lock();
        *c += cache[0];
        lock.unlock();
    }
}

__global__ void naive(const float *a, float *c, size_t N) {
    size_t i = threadIdx.x + blockIdx.x * (size_t)blockDim.x;
    if (i < N) atomicAdd(c, a[i]);
}

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block) {
    HANDLE_ERROR(cudaMemset(d_result, 0, sizeof(float)));
    size_t g = (n + block - 1) / block;
    if (g) naive<<<(unsigned)g, block>>>(d_input, d_result, n);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block) {
    (void)block;
    const int blocksPerGrid = 32;
    HANDLE_ERROR(cudaMemset(d_result, 0, sizeof(float)));
    Lock lock;
    sum_kernel<<<blocksPerGrid, threadsPerBlock>>>(lock, d_input, d_result, n);
    HANDLE_ERROR(cudaDeviceSynchronize());
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block) {
    sum_atomic_block(d_input, d_result, n, block);
}
