// correct: the NCCL examples' habits: CUDACHECK and NCCLCHECK macros around every call, cudaGetDeviceProperties per device each call to cap the grid at 2 * multiProcessorCount with a grid-stride loop, the shard's sum by warp shuffles and one atomicAdd per warp after a cudaMemsetAsync on the harness's stream, cudaGetLastError after each launch, the all-reduce in a group, then cudaStreamSynchronize of every stream
#include <cstdio>
#include <nccl.h>

#define CUDACHECK(cmd) do { cudaError_t e = (cmd); if (e != cudaSuccess) { \
    printf("Failed: Cuda error %s:%d '%s'\n", __FILE__, __LINE__, cudaGetErrorString(e)); return; } } while (0)
#define NCCLCHECK(cmd) do { ncclResult_t r = (cmd); if (r != ncclSuccess) { \
    printf("Failed, NCCL error %s:%d '%s'\n", __FILE__, __LINE__, ncclGetErrorString(r)); return; } } while (0)

__global__ void shard_sum(const float *__restrict__ x, float *out, size_t count)
{
    float v = 0.0f;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < count; i += (size_t)gridDim.x * blockDim.x)
        v += __ldg(x + i);
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if ((threadIdx.x & 31) == 0) atomicAdd(out, v);
}

static size_t shard_count(size_t n, int ndev, int d)
{
    return n / ndev + ((size_t)d < n % ndev ? 1 : 0);
}

void sum_multi_gpu(const float *const *d_shards, float *const *d_results, size_t n, int block,
                   int ndev, const cudaStream_t *streams, const ncclComm_t *comms)
{
    for (int d = 0; d < ndev; ++d) {
        CUDACHECK(cudaSetDevice(d));
        cudaDeviceProp prop;
        CUDACHECK(cudaGetDeviceProperties(&prop, d));
        size_t count = shard_count(n, ndev, d);
        CUDACHECK(cudaMemsetAsync(d_results[d], 0, sizeof(float), streams[d]));
        if (count == 0) continue;
        size_t grid = (count + block - 1) / block;
        size_t cap = 2 * (size_t)prop.multiProcessorCount;
        if (grid > cap) grid = cap;
        shard_sum<<<(unsigned)grid, block, 0, streams[d]>>>(d_shards[d], d_results[d], count);
        CUDACHECK(cudaGetLastError());
    }
    NCCLCHECK(ncclGroupStart());
    for (int d = 0; d < ndev; ++d)
        NCCLCHECK(ncclAllReduce((const void *)d_results[d], (void *)d_results[d], 1, ncclFloat, ncclSum,
                                comms[d], streams[d]));
    NCCLCHECK(ncclGroupEnd());
    for (int d = 0; d < ndev; ++d) {
        CUDACHECK(cudaSetDevice(d));
        CUDACHECK(cudaStreamSynchronize(streams[d]));
    }
}
