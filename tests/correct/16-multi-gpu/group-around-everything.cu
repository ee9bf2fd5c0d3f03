// correct: one loop inside a single ncclGroupStart/ncclGroupEnd does, per device, cudaSetDevice, the memset, the launch and the all-reduce (NCCL's docs allow CUDA calls inside a group; only the collectives are deferred to the group's end), then every stream is synchronised; shards use a host-side running offset; tests an all-in-one grouped loop.
#include <cstddef>
#include <nccl.h>

__global__ void shard_kernel(const float *x, float *out, size_t count)
{
    __shared__ float ws[32];
    float s = 0.0f;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < count; i += (size_t)gridDim.x * blockDim.x)
        s += x[i];
    for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffu, s, o);
    if (threadIdx.x % 32 == 0) ws[threadIdx.x / 32] = s;
    __syncthreads();
    if (threadIdx.x < 32) {
        s = threadIdx.x < blockDim.x / 32 ? ws[threadIdx.x] : 0.0f;
        for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffu, s, o);
        if (threadIdx.x == 0) atomicAdd(out, s);
    }
}

void sum_multi_gpu(const float *const *d_shards, float *const *d_results, size_t n, int block,
                   int ndev, const cudaStream_t *streams, const ncclComm_t *comms)
{
    size_t base = n / ndev, rem = n % ndev;
    ncclGroupStart();
    for (int d = 0; d < ndev; ++d) {
        size_t count = base + ((size_t)d < rem ? 1 : 0);
        cudaSetDevice(d);
        cudaMemsetAsync(d_results[d], 0, sizeof(float), streams[d]);
        if (count) {
            size_t grid = (count + block - 1) / block;
            if (grid > 1024) grid = 1024;
            shard_kernel<<<(unsigned)grid, block, 0, streams[d]>>>(d_shards[d], d_results[d], count);
        }
        ncclAllReduce(d_results[d], d_results[d], 1, ncclFloat, ncclSum, comms[d], streams[d]);
    }
    ncclGroupEnd();
    for (int d = 0; d < ndev; ++d) {
        cudaSetDevice(d);
        cudaStreamSynchronize(streams[d]);
    }
}
