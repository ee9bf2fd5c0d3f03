// correct: one block per device writes its shard's sum straight into a device scratch
// float (no memset, no atomics; a block-wide shared-memory tree, 1024 floats), the
// all-reduce out of place from that scratch into d_results, and every device waited for
// by cudaSetDevice + cudaDeviceSynchronize; scratch from cudaMalloc, kept per device.
#include <cstddef>
#include <nccl.h>

#define MAXDEV 8

__global__ void one_block_sum(const float *x, size_t count, float *out)
{
    __shared__ float s[1024];
    float acc = 0.0f;
    for (size_t i = threadIdx.x; i < count; i += blockDim.x)
        acc += x[i];
    s[threadIdx.x] = acc;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (unsigned k = 0; k < blockDim.x; k++) t += s[k];
        *out = t;
    }
}

void sum_multi_gpu(const float *const *d_shards, float *const *d_results, size_t n, int block,
                   int ndev, const cudaStream_t *streams, const ncclComm_t *comms)
{
    static float *scratch[MAXDEV];
    size_t base = n / ndev, rem = n % ndev;
    for (int d = 0; d < ndev; d++) {
        cudaSetDevice(d);
        if (!scratch[d]) cudaMalloc(&scratch[d], sizeof(float));
        size_t cnt = base + ((size_t)d < rem ? 1 : 0);
        one_block_sum<<<1, block, 0, streams[d]>>>(d_shards[d], cnt, scratch[d]);
    }
    ncclGroupStart();
    for (int d = 0; d < ndev; d++)
        ncclAllReduce(scratch[d], d_results[d], 1, ncclFloat32, ncclSum, comms[d], streams[d]);
    ncclGroupEnd();
    for (int d = 0; d < ndev; d++) {
        cudaSetDevice(d);
        cudaDeviceSynchronize();
    }
}
