// expect: gpu=pass emu=pass -- correct: ncclReduce to rank 0 then ncclBroadcast from rank 0, each grouped, is an all-reduce built from two NCCL collectives; the emulator's nccl.h declares only ncclAllReduce, so it is refused as 'use of undeclared identifier ncclReduce' (if the kit wants ncclAllReduce only, it should say so, not fail to compile)
// correct: the per-device sums combined by grouped ncclReduce (root 0) and ncclBroadcast (root 0); no value passes through the host
#include <cstddef>
#include <nccl.h>

__global__ void shard_sum(const float *p, float *res, size_t m)
{
    __shared__ float s[32];
    float v = 0.0f;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < m; i += (size_t)gridDim.x * blockDim.x)
        v += p[i];
    for (int o = 16; o; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (threadIdx.x % 32 == 0) s[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        v = threadIdx.x < blockDim.x / 32 ? s[threadIdx.x] : 0.0f;
        for (int o = 16; o; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
        if (threadIdx.x == 0) atomicAdd(res, v);
    }
}

void sum_multi_gpu(const float *const *d_shards, float *const *d_results, size_t n, int block,
                   int ndev, const cudaStream_t *streams, const ncclComm_t *comms)
{
    for (int d = 0; d < ndev; d++) {
        size_t count = n / ndev + ((size_t)d < n % ndev ? 1 : 0);
        cudaSetDevice(d);
        cudaMemsetAsync(d_results[d], 0, sizeof(float), streams[d]);
        if (count > 0) {
            size_t g = (count + block - 1) / block;
            shard_sum<<<g < 1024 ? (unsigned)g : 1024u, block, 0, streams[d]>>>(d_shards[d], d_results[d], count);
        }
    }
    ncclGroupStart();
    for (int d = 0; d < ndev; d++)
        ncclReduce(d_results[d], d_results[d], 1, ncclFloat, ncclSum, 0, comms[d], streams[d]);
    ncclGroupEnd();
    ncclGroupStart();
    for (int d = 0; d < ndev; d++)
        ncclBroadcast(d_results[d], d_results[d], 1, ncclFloat, 0, comms[d], streams[d]);
    ncclGroupEnd();
    for (int d = 0; d < ndev; d++)
        cudaStreamSynchronize(streams[d]);
}
