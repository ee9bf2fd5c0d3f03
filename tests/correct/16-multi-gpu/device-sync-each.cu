// correct: the work is split over four loops (zero, launch, all-reduce group, wait); the zero is written by a one-thread kernel on the device's stream, the all-reduce is out of place from a per-device scratch float (cudaMalloc'd once per device, kept in a static array) into d_results[d], and the wait is cudaSetDevice(d) + cudaDeviceSynchronize() for every device; tests device-wide waits and an out-of-place all-reduce.
#include <cstddef>
#include <nccl.h>

#define MAXDEV 16

__global__ void zero_one(float *p) { *p = 0.0f; }

__device__ float warp_total(float v)
{
    for (int k = 16; k >= 1; k /= 2) v += __shfl_xor_sync(0xffffffffu, v, k);
    return v;
}

__global__ void partial_sum(const float *__restrict__ a, float *acc, size_t len)
{
    __shared__ float w[32];
    size_t gid = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    size_t step = (size_t)blockDim.x * gridDim.x;
    float t = 0.0f;
    while (gid < len) { t += a[gid]; gid += step; }
    t = warp_total(t);
    if ((threadIdx.x & 31) == 0) w[threadIdx.x >> 5] = t;
    __syncthreads();
    if (threadIdx.x < 32) {
        t = (threadIdx.x < (blockDim.x >> 5)) ? w[threadIdx.x] : 0.0f;
        t = warp_total(t);
        if (threadIdx.x == 0) atomicAdd(acc, t);
    }
}

void sum_multi_gpu(const float *const *d_shards, float *const *d_results, size_t n, int block,
                   int ndev, const cudaStream_t *streams, const ncclComm_t *comms)
{
    static float *scratch[MAXDEV];
    for (int d = 0; d < ndev; d++) {
        cudaSetDevice(d);
        if (!scratch[d]) cudaMalloc(&scratch[d], sizeof(float));
        zero_one<<<1, 1, 0, streams[d]>>>(scratch[d]);
    }
    for (int d = 0; d < ndev; d++) {
        size_t lo = d * (n / ndev) + (d < (int)(n % ndev) ? d : n % ndev);
        size_t hi = (d + 1) * (n / ndev) + (d + 1 < (int)(n % ndev) ? d + 1 : n % ndev);
        if (hi == lo) continue;
        unsigned g = (unsigned)((hi - lo + block - 1) / block);
        if (g > 2048) g = 2048;
        cudaSetDevice(d);
        partial_sum<<<g, block, 0, streams[d]>>>(d_shards[d], scratch[d], hi - lo);
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
