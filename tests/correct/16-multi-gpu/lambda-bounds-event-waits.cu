// correct: the shard bounds come from a host lambda, the per-device kernel is a template on
// its unroll count, and the host waits on one event per device recorded after the all-reduce.
#include <cstddef>
#include <vector>

#include <nccl.h>

template <int K>
__global__ void shard_total(const float *x, float *out, size_t count)
{
    __shared__ float per_warp[32];
    size_t step = (size_t)gridDim.x * blockDim.x;
    float part[K] = {};
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    for (; i + (K - 1) * step < count; i += K * step)
        for (int k = 0; k < K; k++)
            part[k] += x[i + k * step];
    for (; i < count; i += step)
        part[0] += x[i];
    float v = 0.0f;
    for (int k = 0; k < K; k++)
        v += part[k];
    for (int d = 16; d > 0; d /= 2)
        v += __shfl_down_sync(0xffffffffu, v, d);
    if (threadIdx.x % 32 == 0)
        per_warp[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (unsigned w = 0; w < blockDim.x / 32; w++)
            s += per_warp[w];
        atomicAdd(out, s);
    }
}

void sum_multi_gpu(const float *const *d_shards, float *const *d_results, size_t n, int block,
                   int ndev, const cudaStream_t *streams, const ncclComm_t *comms)
{
    auto start_of = [n, ndev](int d) {
        size_t base = n / ndev, spare = n % ndev;
        return (size_t)d * base + ((size_t)d < spare ? (size_t)d : spare);
    };
    std::vector<cudaEvent_t> done(ndev);
    for (int d = 0; d < ndev; d++) {
        cudaSetDevice(d);
        cudaEventCreateWithFlags(&done[d], cudaEventDisableTiming);
        size_t count = start_of(d + 1) - start_of(d);
        cudaMemsetAsync(d_results[d], 0, sizeof(float), streams[d]);
        if (count == 0)
            continue;
        size_t grid = (count + block - 1) / block;
        if (grid > 512)
            grid = 512;
        shard_total<4><<<(unsigned)grid, block, 0, streams[d]>>>(d_shards[d], d_results[d], count);
    }
    ncclGroupStart();
    for (int d = 0; d < ndev; d++)
        ncclAllReduce(d_results[d], d_results[d], 1, ncclFloat, ncclSum, comms[d], streams[d]);
    ncclGroupEnd();
    for (int d = 0; d < ndev; d++) {
        cudaSetDevice(d);
        cudaEventRecord(done[d], streams[d]);
    }
    for (int d = 0; d < ndev; d++) {
        cudaSetDevice(d);
        cudaEventSynchronize(done[d]);
        cudaEventDestroy(done[d]);
    }
}
