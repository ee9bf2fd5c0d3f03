// correct: the coarsening loop runs its steps from the last to the first with a signed k
// (k = COARSE_FACTOR - 1 down to k >= 0): each step is still a whole coalesced row of the
// segment, only the order of the thread's additions changes
// 06-thread-coarsening: each thread first adds COARSE_FACTOR elements in a register, then
// the block adds the per-thread sums with the shuffle reduce of 05. Fewer blocks, more
// work per thread, fewer tree steps per element.
//
// Block b sums the COARSE_FACTOR * blockDim.x elements starting at
// b * COARSE_FACTOR * blockDim.x and writes the sum to partial[b]. Block sizes: any
// multiple of 32 up to 1024.

constexpr int COARSE_FACTOR = 8;  // elements each thread adds before the tree
constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;

// Sum over the 32 lanes of the calling warp, in lane 0.
__device__ float warp_reduce_sum(float value)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        value += __shfl_down_sync(FULL_MASK, value, offset);
    return value;
}

// Sum over the block, valid in thread 0.
__device__ float block_reduce_sum(float value)
{
    __shared__ float warp_sums[WARP_SIZE];
    int lane = threadIdx.x % WARP_SIZE;
    int warp = threadIdx.x / WARP_SIZE;
    int warp_count = blockDim.x / WARP_SIZE;

    value = warp_reduce_sum(value);
    if (lane == 0)
        warp_sums[warp] = value;
    __syncthreads();  // per-warp sums are written before warp 0 reads them

    value = 0.0f;
    if (warp == 0) {
        value = lane < warp_count ? warp_sums[lane] : 0.0f;
        value = warp_reduce_sum(value);
    }
    return value;
}

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    int tid = threadIdx.x;
    // First element of this block's segment of COARSE_FACTOR * blockDim.x elements.
    int segment = blockIdx.x * blockDim.x * COARSE_FACTOR;

    // Step k reads segment + k * blockDim.x + tid: in every step neighbouring threads read
    // neighbouring addresses, so each warp's load is one coalesced 128-byte request. The
    // loop has a fixed trip count, so the compiler unrolls it and issues the loads together.
    float sum = 0.0f;
#pragma unroll
    for (int k = COARSE_FACTOR - 1; k >= 0; k--) {  // last step first: the same elements
        int i = segment + k * blockDim.x + tid;
        if (i < n)
            sum += input[i];
    }

    float block_sum = block_reduce_sum(sum);
    if (tid == 0)
        partial[blockIdx.x] = block_sum;
}
