// correct: "CUDA by Example" (the dot product's cache): a static __shared__ float cache[1024] (the largest block) in place of the launch's dynamic array, cacheIndex and a while loop halving i down to the last warp, then volatile steps separated by __syncwarp()
// The book's HANDLE_ERROR macro, kept from the student's host test program.
#include <cstdio>
#include <cstdlib>

static void HandleError(cudaError_t err, const char *file, int line)
{
    if (err != cudaSuccess) {
        printf("%s in %s at line %d\n", cudaGetErrorString(err), file, line);
        exit(EXIT_FAILURE);
    }
}
#define HANDLE_ERROR(err) (HandleError(err, __FILE__, __LINE__))

const int threadsPerBlockMax = 1024;

__global__ void reduce_unrolled(const float *input, float *partial, int n)
{
    __shared__ float cache[threadsPerBlockMax];
    int cacheIndex = threadIdx.x;
    int tid = blockIdx.x * blockDim.x * 2 + threadIdx.x;

    float temp = 0;
    if (tid < n)
        temp += input[tid];
    if (tid + blockDim.x < n)
        temp += input[tid + blockDim.x];
    cache[cacheIndex] = temp;
    __syncthreads();

    int i = blockDim.x / 2;
    while (i > 32) {
        if (cacheIndex < i)
            cache[cacheIndex] += cache[cacheIndex + i];
        __syncthreads();
        i /= 2;
    }

    if (cacheIndex < 32) {
        volatile float *vcache = cache;
        float v = vcache[cacheIndex];
        while (i != 0) {
            v += vcache[cacheIndex + i];
            __syncwarp();
            vcache[cacheIndex] = v;
            __syncwarp();
            i /= 2;
        }
        if (cacheIndex == 0)
            partial[blockIdx.x] = v;
    }
}
