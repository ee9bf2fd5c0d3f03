// expect: gpu=wrong-result emu=wrong-result -- a fixed-point sum (each element rounded to a multiple of 2^-24 in a 64-bit integer) is exact and order-free only for the values it can hold: elements smaller than 2^-25 vanish (a block of 1e-9s sums to 0), and past 2^39 the integers overflow
// mistake: floats summed as 64-bit fixed point (scale 2^24) for a deterministic sum
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
// Fixed point: every element scaled by 2^24 into a 64-bit integer. Integer adds are
// exact and associative, so the block's sum is the same in any order (deterministic).
constexpr float SCALE = 16777216.0f;  // 2^24

__device__ long long warp_reduce_sum(long long value)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        value += __shfl_down_sync(FULL_MASK, value, offset);
    return value;
}

__device__ long long block_reduce_sum(long long value)
{
    __shared__ long long warp_sums[WARP_SIZE];
    int lane = threadIdx.x % WARP_SIZE;
    int warp = threadIdx.x / WARP_SIZE;
    int warp_count = blockDim.x / WARP_SIZE;

    value = warp_reduce_sum(value);
    if (lane == 0)
        warp_sums[warp] = value;
    __syncthreads();

    value = 0;
    if (warp == 0) {
        value = lane < warp_count ? warp_sums[lane] : 0;
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
    long long sum = 0;
#pragma unroll
    for (int k = 0; k < COARSE_FACTOR; k++) {
        int i = segment + k * blockDim.x + tid;
        if (i < n)
            sum += __float2ll_rn(input[i] * SCALE);
    }

    long long block_sum = block_reduce_sum(sum);
    if (tid == 0)
        partial[blockIdx.x] = (float)block_sum / SCALE;
}
