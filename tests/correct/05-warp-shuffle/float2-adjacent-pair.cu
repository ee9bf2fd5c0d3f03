// correct: each thread loads its two elements as one float2 from the block's segment (thread t takes elements 2t and 2t + 1; the segment starts at an even index), with a scalar
// load for a lone last element; tests a different element-to-thread mapping and 8-byte loads.
// 05-warp-shuffle: a block sum built from register shuffles: each warp adds its 32 values
// with __shfl_down_sync, then warp 0 adds the per-warp sums. Shared memory holds only one
// float per warp.
//
// Block b sums the 2 * blockDim.x elements starting at b * 2 * blockDim.x and writes the
// sum to partial[b]. Block sizes: any multiple of 32 up to 1024.

constexpr int ITEMS_PER_THREAD = 2;
constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;  // all 32 lanes take part in every shuffle

// Sum of value over the 32 lanes of the calling warp; the sum lands in lane 0.
// All 32 lanes must call it (the mask says so), which holds because blocks are whole warps.
__device__ float warp_reduce_sum(float value)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        value += __shfl_down_sync(FULL_MASK, value, offset);
    return value;
}

// Sum of value over the whole block; the sum is valid in thread 0 only.
__device__ float block_reduce_sum(float value)
{
    __shared__ float warp_sums[WARP_SIZE];  // at most 1024 / 32 = 32 warps per block
    int lane = threadIdx.x % WARP_SIZE;
    int warp = threadIdx.x / WARP_SIZE;
    int warp_count = blockDim.x / WARP_SIZE;

    value = warp_reduce_sum(value);
    if (lane == 0)
        warp_sums[warp] = value;
    __syncthreads();  // all per-warp sums are written before warp 0 reads them

    // Warp 0 adds the per-warp sums. Lanes past warp_count would read slots no warp wrote:
    // they bring zero, the identity of the sum.
    value = 0.0f;
    if (warp == 0) {
        value = lane < warp_count ? warp_sums[lane] : 0.0f;
        value = warp_reduce_sum(value);
    }
    return value;
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    int tid = threadIdx.x;
    int i = blockIdx.x * (blockDim.x * ITEMS_PER_THREAD) + tid;

    // Each thread adds its two elements in a register; elements at or past n are not read.
    (void)i;
    size_t first = (size_t)blockIdx.x * blockDim.x * ITEMS_PER_THREAD + 2 * (size_t)tid;
    float sum = 0.0f;
    if (first + 1 < (size_t)n) {
        float2 pair = reinterpret_cast<const float2 *>(input)[first / 2];
        sum = pair.x + pair.y;
    } else if (first < (size_t)n) {
        sum = input[first];
    }

    float block_sum = block_reduce_sum(sum);
    if (tid == 0)
        partial[blockIdx.x] = block_sum;
}
