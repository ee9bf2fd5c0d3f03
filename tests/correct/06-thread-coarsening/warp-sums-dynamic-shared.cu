// correct: the warp sums live in the launch's dynamic shared memory (blockDim.x floats, far
// more than the block's warps), the fold's reader warp bounded by the warp count.
constexpr int COARSE_FACTOR = 8;  // elements each thread adds before the tree
constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;

__device__ float warp_reduce_sum(float value)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        value += __shfl_down_sync(FULL_MASK, value, offset);
    return value;
}

__device__ float block_reduce_sum(float value)
{
    extern __shared__ float warp_sums[];
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
    int segment = blockIdx.x * blockDim.x * COARSE_FACTOR;

    float sum = 0.0f;
#pragma unroll
    for (int k = 0; k < COARSE_FACTOR; k++) {
        int i = segment + k * blockDim.x + tid;
        if (i < n)
            sum += input[i];
    }

    float block_sum = block_reduce_sum(sum);
    if (tid == 0)
        partial[blockIdx.x] = block_sum;
}
