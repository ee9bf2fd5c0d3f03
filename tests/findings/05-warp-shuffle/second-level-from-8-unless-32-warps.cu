// expect: gpu=wrong-result emu=wrong-result -- warp 0's shuffles start at offset 8 unless the block has 32 warps, so in a block of 17 to 31 warps (544 to 992 threads, all valid: 05 takes any multiple of 32) the per-warp sums in lanes 16 and up never reach lane 0.  The matrix's blocks (32, 64, 128, 256, 512, 1024, and 96 and 352 for any multiple of 32) have 1, 2, 3, 4, 8, 11, 16 or 32 warps, none of 17 to 31, so it passes on both backends (--sizes=100000 --blocks=640 rejects it)
// mistake: the second level's shuffles start at 8 ("at most 16 warps hold a sum unless the block is 1024")
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
        // at most 16 warps hold a sum unless the block is 1024 threads
        for (int offset = warp_count == WARP_SIZE ? 16 : 8; offset > 0; offset /= 2)
            value += __shfl_down_sync(FULL_MASK, value, offset);
    }
    return value;
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    int tid = threadIdx.x;
    int i = blockIdx.x * (blockDim.x * ITEMS_PER_THREAD) + tid;

    // Each thread adds its two elements in a register; elements at or past n are not read.
    float sum = 0.0f;
    if (i < n)
        sum = input[i];
    if (i + blockDim.x < n)
        sum += input[i + blockDim.x];

    float block_sum = block_reduce_sum(sum);
    if (tid == 0)
        partial[blockIdx.x] = block_sum;
}
