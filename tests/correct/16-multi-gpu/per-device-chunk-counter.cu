// correct: the blocks of each device take chunks of its shard from a __device__ counter (atomicAdd), each device its own copy of the counter, zeroed on its own stream by cudaMemsetAsync on the address cudaGetSymbolAddress gave on that device; one copy for all devices would hand device 1's blocks chunk numbers device 0 already took
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
constexpr size_t MAX_BLOCKS = 8;  // per device: fewer blocks than chunks, each takes several

// Where device dev's shard starts: n / ndev elements each, and the first n % ndev devices
// one more. Shard dev is [shard_begin(n, ndev, dev), shard_begin(n, ndev, dev + 1)).
static size_t shard_begin(size_t n, int ndev, int dev)
{
    size_t each = n / ndev, extra = n % ndev, d = (size_t)dev;
    return d * each + (d < extra ? d : extra);
}

// Blocks for count elements: one element per thread, at most MAX_BLOCKS (they take chunks).
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

// The next chunk of blockDim.x elements a block takes: one counter per device (each
// device has its own copy of a __device__ variable), zeroed before each shard's kernel.
__device__ unsigned int g_next_chunk;

// One device's shard into *result (which holds zero): each block takes chunks until the
// counter passes the shard's end, then one atomicAdd per block.
__global__ void shard_sum_kernel(const float *shard, float *result, size_t count)
{
    __shared__ unsigned int chunk;
    float sum = 0.0f;
    for (;;) {
        if (threadIdx.x == 0)
            chunk = atomicAdd(&g_next_chunk, 1u);
        __syncthreads();  // the chunk is written before the block reads it
        size_t start = (size_t)chunk * blockDim.x;
        if (start >= count)
            break;  // the same chunk for the whole block: every thread leaves
        if (start + threadIdx.x < count)
            sum += shard[start + threadIdx.x];
        __syncthreads();  // every thread read the chunk before thread 0 takes the next
    }
    float block_sum = block_reduce_sum(sum);
    if (threadIdx.x == 0)
        atomicAdd(result, block_sum);
}

// The sum of all n elements, on every device: d_results[d] holds it when this returns.
void sum_multi_gpu(const float *const *d_shards, float *const *d_results, size_t n, int block,
                   int ndev, const cudaStream_t *streams, const ncclComm_t *comms)
{
    // Phase 1: every device zeroes its own counter and result and sums its own shard, on
    // its own stream. The calls only queue work, so the devices run at the same time.
    for (int dev = 0; dev < ndev; dev++) {
        size_t count = shard_begin(n, ndev, dev + 1) - shard_begin(n, ndev, dev);
        cudaSetDevice(dev);
        unsigned int *next = nullptr;
        cudaGetSymbolAddress((void **)&next, g_next_chunk);
        cudaMemsetAsync(next, 0, sizeof(unsigned int), streams[dev]);
        cudaMemsetAsync(d_results[dev], 0, sizeof(float), streams[dev]);
        if (count > 0)
            shard_sum_kernel<<<blocks_for(count, block), block, 0, streams[dev]>>>(
                d_shards[dev], d_results[dev], count);
    }

    // Phase 2: one all-reduce per device, in place, grouped, each on its device's stream.
    ncclGroupStart();
    for (int dev = 0; dev < ndev; dev++)
        ncclAllReduce(d_results[dev], d_results[dev], 1, ncclFloat, ncclSum, comms[dev],
                      streams[dev]);
    ncclGroupEnd();

    // Everything above was only queued: wait until every device's stream has finished.
    for (int dev = 0; dev < ndev; dev++)
        cudaStreamSynchronize(streams[dev]);
}
