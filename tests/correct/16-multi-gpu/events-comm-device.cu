// correct: the device of each rank is asked of NCCL (ncclCommCuDevice) rather than assumed to be the rank, the result zeroed by cudaMemcpyAsync of a host zero on the stream, every NCCL call's result checked with ncclGetErrorString, and the wait is one event recorded per stream after the all-reduce and cudaEventSynchronize; tests events as the final wait.
#include <cstddef>
#include <cstdio>
#include <nccl.h>

__global__ void block_atomic_sum(const float *v, float *total, size_t m)
{
    __shared__ float partial[32];
    unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    float s = 0.0f;
    for (size_t k = threadIdx.x + blockIdx.x * (size_t)blockDim.x; k < m; k += gridDim.x * (size_t)blockDim.x)
        s += v[k];
    for (int o = 16; o; o /= 2) s += __shfl_down_sync(0xffffffffu, s, o);
    if (lane == 0) partial[warp] = s;
    __syncthreads();
    if (warp == 0) {
        s = lane * 32 < blockDim.x ? partial[lane] : 0.0f;
        for (int o = 16; o; o /= 2) s += __shfl_down_sync(0xffffffffu, s, o);
        if (lane == 0) atomicAdd(total, s);
    }
}

#define NCCL_CHECK(x) do { ncclResult_t r_ = (x); if (r_ != ncclSuccess) fprintf(stderr, "NCCL: %s\n", ncclGetErrorString(r_)); } while (0)

void sum_multi_gpu(const float *const *d_shards, float *const *d_results, size_t n, int block,
                   int ndev, const cudaStream_t *streams, const ncclComm_t *comms)
{
    static const float zero = 0.0f;
    size_t q = n / ndev, r = n % ndev;
    for (int rank = 0; rank < ndev; rank++) {
        int dev = 0;
        NCCL_CHECK(ncclCommCuDevice(comms[rank], &dev));
        cudaSetDevice(dev);
        cudaMemcpyAsync(d_results[rank], &zero, sizeof zero, cudaMemcpyHostToDevice, streams[rank]);
        size_t count = q + (rank < (int)r);
        if (count == 0)
            continue;
        size_t blocks = (count - 1) / block + 1;
        block_atomic_sum<<<blocks > 1024 ? 1024 : (unsigned)blocks, block, 0, streams[rank]>>>(
            d_shards[rank], d_results[rank], count);
    }
    NCCL_CHECK(ncclGroupStart());
    for (int rank = 0; rank < ndev; rank++)
        NCCL_CHECK(ncclAllReduce(d_results[rank], d_results[rank], 1, ncclFloat, ncclSum, comms[rank], streams[rank]));
    NCCL_CHECK(ncclGroupEnd());
    for (int rank = 0; rank < ndev; rank++) {
        int dev = 0;
        ncclCommCuDevice(comms[rank], &dev);
        cudaSetDevice(dev);
        cudaEvent_t done;
        cudaEventCreateWithFlags(&done, cudaEventDisableTiming);
        cudaEventRecord(done, streams[rank]);
        cudaEventSynchronize(done);
        cudaEventDestroy(done);
    }
}
