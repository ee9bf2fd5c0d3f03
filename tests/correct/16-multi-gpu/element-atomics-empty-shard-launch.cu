// correct: every thread atomically adds its elements straight into the device's result (09's naive kernel, slow but right), and the launch always has at least one block, so a device with an empty shard (n < ndev) still launches a kernel whose loop runs zero times; the all-reduce names ncclFloat32; tests per-element atomics and an empty-shard launch.
#include <cstddef>
#include <nccl.h>

__global__ void add_all(const float *src, float *dst, size_t len)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < len; i += gridDim.x * (size_t)blockDim.x)
        atomicAdd(dst, src[i]);
}

void sum_multi_gpu(const float *const *d_shards, float *const *d_results, size_t n, int block,
                   int ndev, const cudaStream_t *streams, const ncclComm_t *comms)
{
    size_t offset = 0;
    for (int dev = 0; dev < ndev; ++dev) {
        size_t len = n / ndev;
        if ((size_t)dev < n % ndev)
            ++len;
        offset += len;
        unsigned grid = (unsigned)((len + block - 1) / block);
        if (grid == 0) grid = 1;
        if (grid > 128) grid = 128;
        cudaSetDevice(dev);
        cudaMemsetAsync(d_results[dev], 0, sizeof(float), streams[dev]);
        add_all<<<grid, block, 0, streams[dev]>>>(d_shards[dev], d_results[dev], len);
    }
    (void)offset;
    ncclGroupStart();
    for (int dev = 0; dev < ndev; ++dev)
        ncclAllReduce((const void *)d_results[dev], (void *)d_results[dev], 1, ncclFloat32, ncclSum, comms[dev], streams[dev]);
    ncclGroupEnd();
    for (int dev = 0; dev < ndev; ++dev)
        cudaStreamSynchronize(streams[dev]);
}
