// expect: gpu=pass emu=pass -- correct: one host thread per GPU, each calling its own rank's ncclAllReduce with no group, is NCCL's documented one-device-per-thread pattern; the emulator refuses it as forbidden-call (std::thread) with advice about cudaMemcpy and cudaMalloc that has nothing to do with it
// correct: one std::thread per device: cudaSetDevice, memset, launch, ncclAllReduce for its rank, cudaStreamSynchronize; joined before returning
#include <cstddef>
#include <thread>
#include <vector>
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
    std::vector<std::thread> workers;
    for (int d = 0; d < ndev; d++) {
        workers.emplace_back([=]() {
            size_t count = n / ndev + ((size_t)d < n % ndev ? 1 : 0);
            cudaSetDevice(d);
            cudaMemsetAsync(d_results[d], 0, sizeof(float), streams[d]);
            if (count > 0) {
                size_t g = (count + block - 1) / block;
                shard_sum<<<g < 1024 ? (unsigned)g : 1024u, block, 0, streams[d]>>>(d_shards[d], d_results[d], count);
            }
            ncclAllReduce(d_results[d], d_results[d], 1, ncclFloat, ncclSum, comms[d], streams[d]);
            cudaStreamSynchronize(streams[d]);
        });
    }
    for (auto &t : workers)
        t.join();
}
