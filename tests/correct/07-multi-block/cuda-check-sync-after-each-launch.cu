// correct: the careful tutorial host: a CUDA_CHECK macro around every runtime call, cudaGetLastError() then cudaDeviceSynchronize() after each launch, cudaGetDeviceProperties on every call to cap the grid at 2 * multiProcessorCount, a grid-stride loop, scratch cudaMalloc'd and cudaFree'd per call, cudaMemset of the result before the atomics
#include <cstdio>
#include <cstdlib>

#define CUDA_CHECK(call)                                                               \
    do {                                                                               \
        cudaError_t e_ = (call);                                                       \
        if (e_ != cudaSuccess) {                                                       \
            fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #call,      \
                    cudaGetErrorString(e_));                                           \
            exit(1);                                                                   \
        }                                                                              \
    } while (0)

template <typename T>
__device__ T warpReduceSum(T val)
{
#pragma unroll
    for (int offset = 16; offset > 0; offset /= 2)
        val += __shfl_down_sync(0xffffffff, val, offset);
    return val;
}

template <typename T>
__device__ T blockReduceSum(T val)
{
    static __shared__ T shared[32];
    int lane = threadIdx.x % 32;
    int wid = threadIdx.x / 32;
    val = warpReduceSum(val);
    if (lane == 0) shared[wid] = val;
    __syncthreads();
    val = (threadIdx.x < blockDim.x / 32) ? shared[lane] : T(0);
    if (wid == 0) val = warpReduceSum(val);
    return val;
}

template <typename T>
__global__ void reduceKernel(const T *in, T *out, size_t n, bool atomic)
{
    T sum = T(0);
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)blockDim.x * gridDim.x)
        sum += in[i];
    sum = blockReduceSum(sum);
    if (threadIdx.x == 0) {
        if (atomic) atomicAdd(out, sum);
        else out[blockIdx.x] = sum;
    }
}

static int gridFor(size_t n, int block)
{
    int dev = 0;
    cudaDeviceProp prop;
    CUDA_CHECK(cudaGetDevice(&dev));
    CUDA_CHECK(cudaGetDeviceProperties(&prop, dev));
    size_t want = (n + block - 1) / block;
    size_t cap = 2 * (size_t)prop.multiProcessorCount;
    if (want > cap) want = cap;
    return want > 0 ? (int)want : 1;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    int grid = gridFor(n, block);
    CUDA_CHECK(cudaMemset(d_result, 0, sizeof(T)));
    reduceKernel<T><<<grid, block>>>(d_input, d_result, n, true);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    int grid = gridFor(n, block);
    T *d_partial = nullptr;
    CUDA_CHECK(cudaMalloc(&d_partial, grid * sizeof(T)));
    reduceKernel<T><<<grid, block>>>(d_input, d_partial, n, false);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    reduceKernel<T><<<1, 1024>>>(d_partial, d_result, (size_t)grid, false);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    CUDA_CHECK(cudaFree(d_partial));
}
