// correct: each device's blocks write their sums into a __device__ array of partials, each device its own copy, the host waits for every device, and then a one-block kernel on each device adds that device's own partials into its result; with one copy for all devices, every device would read the last device's partials
// 16-multi-gpu: one sum over every GPU of the host. The input is split into one shard per
// device; each device sums its shard with 07's grid-stride kernel on its own stream, then
// one ncclAllReduce adds the per-device sums so that every device ends holding the total.
//
// Host function; the harness has already placed shard d on device d (the split rule is in
// shard_begin below), made one non-blocking stream and one NCCL communicator per device
// (ncclCommInitAll), and poisoned the one-float result on each device.

#include <cstddef>

#include <nccl.h>

constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;
constexpr size_t MAX_BLOCKS = 64;  // per device: the partials array's length

// Where device dev's shard starts: n / ndev elements each, and the first n % ndev devices
// one more. Shard dev is [shard_begin(n, ndev, dev), shard_begin(n, ndev, dev + 1)).
static size_t shard_begin(size_t n, int ndev, int dev)
{
    size_t each = n / ndev, extra = n % ndev, d = (size_t)dev;
    return d * each + (d < extra ? d : extra);
}

// Blocks for count elements: one element per thread, at most MAX_BLOCKS (grid-stride).
static unsigned blocks_for(size_t count, int block)
{
    size_t blocks = (count + block - 1) / block;
    return (unsigned)(blocks < MAX_BLOCKS ? blocks : MAX_BLOCKS);
}

// Sum over the 32 lanes of the calling warp, in lane 0.
__device__ float warp_reduce_sum(float value)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        value += __shfl_down_sync(FULL_MASK, value, offset);
    return value;
}

// Sum over the block, valid in thread 0. Block sizes: multiples of 32 up to 1024.
__device__ float block_reduce_sum(float value)
{
    __shared__ float warp_sums[WARP_SIZE];
    int lane = threadIdx.x % WARP_SIZE;
    int warp = threadIdx.x / WARP_SIZE;

    value = warp_reduce_sum(value);
    if (lane == 0)
        warp_sums[warp] = value;
    __syncthreads();  // per-warp sums are written before warp 0 reads them
    value = 0.0f;
    if (warp == 0) {
        value = lane < (int)(blockDim.x / WARP_SIZE) ? warp_sums[lane] : 0.0f;
        value = warp_reduce_sum(value);
    }
    return value;
}

// Each block's sum of one device's shard (each device has its own copy of a __device__
// variable): written by the first kernel, read by the second, on the device's stream.
__device__ float g_partials[MAX_BLOCKS];

// One device's shard: a grid-stride loop in size_t, each block's sum into g_partials.
__global__ void shard_partials_kernel(const float *shard, size_t count)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    float sum = 0.0f;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < count; i += stride)
        sum += shard[i];
    float block_sum = block_reduce_sum(sum);
    if (threadIdx.x == 0)
        g_partials[blockIdx.x] = block_sum;
}

// One block: the device's nblocks partials into *result.
__global__ void partials_sum_kernel(float *result, unsigned nblocks)
{
    float sum = 0.0f;
    for (unsigned i = threadIdx.x; i < nblocks; i += blockDim.x)
        sum += g_partials[i];
    float total = block_reduce_sum(sum);
    if (threadIdx.x == 0)
        *result = total;
}

// The sum of all n elements, on every device: d_results[d] holds it when this returns.
void sum_multi_gpu(const float *const *d_shards, float *const *d_results, size_t n, int block,
                   int ndev, const cudaStream_t *streams, const ncclComm_t *comms)
{
    // Phase 1: every device sums its shard into its own partials, on its own stream; then
    // the host waits for all of them, so every device's partials are written before any
    // device reads its own back.
    for (int dev = 0; dev < ndev; dev++) {
        size_t count = shard_begin(n, ndev, dev + 1) - shard_begin(n, ndev, dev);
        cudaSetDevice(dev);
        if (count > 0)
            shard_partials_kernel<<<blocks_for(count, block), block, 0, streams[dev]>>>(
                d_shards[dev], count);
    }
    for (int dev = 0; dev < ndev; dev++)
        cudaStreamSynchronize(streams[dev]);

    // Phase 2: each device adds its own partials into its result (an empty shard's is
    // zero).
    for (int dev = 0; dev < ndev; dev++) {
        size_t count = shard_begin(n, ndev, dev + 1) - shard_begin(n, ndev, dev);
        cudaSetDevice(dev);
        if (count == 0)
            cudaMemsetAsync(d_results[dev], 0, sizeof(float), streams[dev]);
        else
            partials_sum_kernel<<<1, block, 0, streams[dev]>>>(d_results[dev],
                                                               blocks_for(count, block));
    }

    // Phase 3: one all-reduce per device, in place, grouped, each on its device's stream.
    ncclGroupStart();
    for (int dev = 0; dev < ndev; dev++)
        ncclAllReduce(d_results[dev], d_results[dev], 1, ncclFloat, ncclSum, comms[dev],
                      streams[dev]);
    ncclGroupEnd();

    // Everything above was only queued: wait until every device's stream has finished.
    for (int dev = 0; dev < ndev; dev++)
        cudaStreamSynchronize(streams[dev]);
}
