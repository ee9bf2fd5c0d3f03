// expect: gpu=host-reduction emu=host-reduction args=--sizes=1000,--blocks=256 -- the sums are right (ncclAllGather brings every device's sum to every device and one thread adds them), but the exercise combines them with ncclAllReduce, so host-reduction is the rule's verdict on a GPU; the emulator's NCCL has no ncclAllGather, so its build stops at an undeclared identifier, a compile error that reads as the student's
// mistake: ncclAllGather and a sum on each device instead of ncclAllReduce
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

// One device's shard into *result (which holds zero): a grid-stride loop in size_t (a
// shard may pass 2^31 bytes), then one atomicAdd per block.
__global__ void shard_sum_kernel(const float *shard, float *result, size_t count)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    float sum0 = 0.0f, sum1 = 0.0f;
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    for (; i + stride < count; i += 2 * stride) {  // two loads in flight per trip
        sum0 += shard[i];
        sum1 += shard[i + stride];
    }
    if (i < count)
        sum0 += shard[i];
    float block_sum = block_reduce_sum(sum0 + sum1);
    if (threadIdx.x == 0)
        atomicAdd(result, block_sum);
}

// One thread adds the ndev gathered sums, in rank order, into *result.
__global__ void add_gathered(const float *gathered, float *result, int ndev)
{
    float total = 0.0f;
    for (int r = 0; r < ndev; r++)
        total += gathered[r];
    *result = total;
}

// The sum of all n elements, on every device: d_results[d] holds it when this returns.
void sum_multi_gpu(const float *const *d_shards, float *const *d_results, size_t n, int block,
                   int ndev, const cudaStream_t *streams, const ncclComm_t *comms)
{
    // Phase 1: every device sums its own shard, on its own stream. The calls only queue
    // work, so the devices run at the same time.
    for (int dev = 0; dev < ndev; dev++) {
        size_t count = shard_begin(n, ndev, dev + 1) - shard_begin(n, ndev, dev);
        cudaSetDevice(dev);  // launches and copies go to the current device
        cudaMemsetAsync(d_results[dev], 0, sizeof(float), streams[dev]);
        if (count > 0) {  // a device may get no element (n < ndev): an empty grid is an error
            shard_sum_kernel<<<blocks_for(count, block), block, 0, streams[dev]>>>(
                d_shards[dev], d_results[dev], count);
        }
    }

    // Phase 2: every device's sum gathered into a vector of ndev floats on each device
    // (ncclAllGather, rank r's float at slot r), then added there by one thread.
    static float *gathered[64];
    for (int dev = 0; dev < ndev; dev++) {
        cudaSetDevice(dev);
        if (!gathered[dev])
            cudaMalloc(&gathered[dev], 64 * sizeof(float));
    }
    ncclGroupStart();
    for (int dev = 0; dev < ndev; dev++)
        ncclAllGather(d_results[dev], gathered[dev], 1, ncclFloat, comms[dev], streams[dev]);
    ncclGroupEnd();
    for (int dev = 0; dev < ndev; dev++) {
        cudaSetDevice(dev);
        add_gathered<<<1, 1, 0, streams[dev]>>>(gathered[dev], d_results[dev], ndev);
    }
    // Everything above was only queued. The caller reads the results as soon as this
    // returns, so wait until every device's stream has finished.
    for (int dev = 0; dev < ndev; dev++)
        cudaStreamSynchronize(streams[dev]);
}
