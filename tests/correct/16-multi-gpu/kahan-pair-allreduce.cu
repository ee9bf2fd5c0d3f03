// correct: each device keeps a Kahan-compensated pair (sum, lost part) in a two-float scratch of its
// own, one ncclAllReduce of count 2 adds both halves over the devices, and a one-thread kernel folds
// the pair into the device's result
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
constexpr size_t MAX_BLOCKS = 1024;  // per device: enough to fill an H200

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

// One device's shard as a compensated pair in pair[0] (the sum) and pair[1] (what the
// additions rounded away, to be subtracted): each thread keeps a Kahan sum over its
// grid-stride elements, and one atomicAdd a block adds each half (pair holds zeros).
__global__ void shard_pair_kernel(const float *shard, float *pair, size_t count)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    float sum = 0.0f, comp = 0.0f;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < count; i += stride) {
        float y = shard[i] - comp;
        float t = sum + y;
        comp = (t - sum) - y;
        sum = t;
    }
    float block_sum = block_reduce_sum(sum);
    __syncthreads();  // warp_sums is read by warp 0 before the second reduction writes it
    float block_comp = block_reduce_sum(comp);
    if (threadIdx.x == 0) {
        atomicAdd(&pair[0], block_sum);
        atomicAdd(&pair[1], block_comp);
    }
}

// The all-reduced pair folded into the device's one-float result.
__global__ void fold_pair_kernel(const float *pair, float *result)
{
    *result = pair[0] - pair[1];
}

// The sum of all n elements, on every device: d_results[d] holds it when this returns.
void sum_multi_gpu(const float *const *d_shards, float *const *d_results, size_t n, int block,
                   int ndev, const cudaStream_t *streams, const ncclComm_t *comms)
{
    // Each device's pair scratch, two floats allocated on it once and kept.
    static float *pairs[64];
    for (int dev = 0; dev < ndev; dev++) {
        size_t count = shard_begin(n, ndev, dev + 1) - shard_begin(n, ndev, dev);
        cudaSetDevice(dev);
        if (!pairs[dev])
            cudaMalloc(&pairs[dev], 2 * sizeof(float));
        cudaMemsetAsync(pairs[dev], 0, 2 * sizeof(float), streams[dev]);
        if (count > 0)
            shard_pair_kernel<<<blocks_for(count, block), block, 0, streams[dev]>>>(
                d_shards[dev], pairs[dev], count);
    }
    // Both halves of every pair added over the devices: one all-reduce of two floats each.
    ncclGroupStart();
    for (int dev = 0; dev < ndev; dev++)
        ncclAllReduce(pairs[dev], pairs[dev], 2, ncclFloat, ncclSum, comms[dev], streams[dev]);
    ncclGroupEnd();
    for (int dev = 0; dev < ndev; dev++) {
        cudaSetDevice(dev);
        fold_pair_kernel<<<1, 1, 0, streams[dev]>>>(pairs[dev], d_results[dev]);
    }
    // Everything above was only queued. The caller reads the results as soon as this
    // returns, so wait until every device's stream has finished.
    for (int dev = 0; dev < ndev; dev++)
        cudaStreamSynchronize(streams[dev]);
}
