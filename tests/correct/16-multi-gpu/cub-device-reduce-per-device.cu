// expect: gpu=pass emu=pass -- each device sums its shard with cub::DeviceReduce::Sum on its own stream (the scratch sized by the first call and allocated on that device), an empty shard's result zeroed by a memset instead, then ncclAllReduce over the devices' results and a synchronisation of every stream before the scratch is freed
// mistake: none: CUB's device-wide reduction per shard (16 does not ban library reductions)
#include <cstddef>
#include <nccl.h>
#include <cub/cub.cuh>

constexpr int MAX_DEVICES = 16;

static size_t shard_begin(size_t n, int ndev, int dev)
{
    size_t each = n / ndev, extra = n % ndev, d = (size_t)dev;
    return d * each + (d < extra ? d : extra);
}

void sum_multi_gpu(const float *const *d_shards, float *const *d_results, size_t n, int block,
                   int ndev, const cudaStream_t *streams, const ncclComm_t *comms)
{
    (void)block;
    void *d_temp[MAX_DEVICES] = {};
    for (int dev = 0; dev < ndev && dev < MAX_DEVICES; dev++) {
        size_t count = shard_begin(n, ndev, dev + 1) - shard_begin(n, ndev, dev);
        cudaSetDevice(dev);
        if (count == 0) {
            cudaMemsetAsync(d_results[dev], 0, sizeof(float), streams[dev]);
            continue;
        }
        size_t temp_bytes = 0;
        cub::DeviceReduce::Sum(nullptr, temp_bytes, d_shards[dev], d_results[dev], count, streams[dev]);
        if (cudaMalloc(&d_temp[dev], temp_bytes) != cudaSuccess)
            return;
        cub::DeviceReduce::Sum(d_temp[dev], temp_bytes, d_shards[dev], d_results[dev], count, streams[dev]);
    }
    ncclGroupStart();
    for (int dev = 0; dev < ndev; dev++)
        ncclAllReduce(d_results[dev], d_results[dev], 1, ncclFloat, ncclSum, comms[dev], streams[dev]);
    ncclGroupEnd();
    for (int dev = 0; dev < ndev; dev++) {
        cudaSetDevice(dev);
        cudaStreamSynchronize(streams[dev]);
        cudaFree(d_temp[dev]);
    }
}
