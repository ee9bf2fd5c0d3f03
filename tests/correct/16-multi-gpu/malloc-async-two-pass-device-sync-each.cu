// correct: per device a cudaMallocAsync'd partials buffer on the harness's stream, a first kernel of per-block sums (grid capped at 1024, a grid-stride loop, a shared tree for any multiple of 32), a second kernel of one block writing the shard's sum into d_results[d] (0 for an empty shard, the kernel still launched), cudaFreeAsync on the stream, the all-reduce in a group, then cudaSetDevice + cudaDeviceSynchronize on each device
#include <nccl.h>

__global__ void block_partials(const float *x, float *part, size_t count)
{
    extern __shared__ float s[];
    float v = 0.0f;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < count; i += (size_t)gridDim.x * blockDim.x)
        v += x[i];
    s[threadIdx.x] = v;
    __syncthreads();
    unsigned p = 1;
    while (p < blockDim.x) p <<= 1;
    for (unsigned k = p >> 1; k > 0; k >>= 1) {
        if (threadIdx.x < k && threadIdx.x + k < blockDim.x) s[threadIdx.x] += s[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0) part[blockIdx.x] = s[0];
}

__global__ void one_block_finish(const float *part, int nparts, float *out)
{
    __shared__ float w[32];
    float v = 0.0f;
    for (int i = threadIdx.x; i < nparts; i += blockDim.x) v += part[i];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if ((threadIdx.x & 31) == 0) w[threadIdx.x >> 5] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (unsigned i = 0; i < blockDim.x / 32; ++i) t += w[i];
        *out = t;
    }
}

void sum_multi_gpu(const float *const *d_shards, float *const *d_results, size_t n, int block,
                   int ndev, const cudaStream_t *streams, const ncclComm_t *comms)
{
    for (int d = 0; d < ndev; ++d) {
        cudaSetDevice(d);
        size_t begin = d * (n / ndev) + ((size_t)d < n % ndev ? d : n % ndev);
        size_t end = (d + 1) * (n / ndev) + ((size_t)(d + 1) < n % ndev ? d + 1 : n % ndev);
        size_t count = end - begin;
        size_t g = (count + block - 1) / block;
        int grid = (int)(g > 1024 ? 1024 : (g ? g : 1));
        float *part = nullptr;
        if (cudaMallocAsync(&part, grid * sizeof(float), streams[d]) != cudaSuccess) return;
        if (count > 0)
            block_partials<<<grid, block, block * sizeof(float), streams[d]>>>(d_shards[d], part, count);
        one_block_finish<<<1, 256, 0, streams[d]>>>(part, count > 0 ? grid : 0, d_results[d]);
        cudaFreeAsync(part, streams[d]);
    }
    ncclGroupStart();
    for (int d = 0; d < ndev; ++d)
        ncclAllReduce(d_results[d], d_results[d], 1, ncclFloat, ncclSum, comms[d], streams[d]);
    ncclGroupEnd();
    for (int d = 0; d < ndev; ++d) {
        cudaSetDevice(d);
        cudaDeviceSynchronize();
    }
}
