// expect: gpu=wrong-result emu=wrong-result args=--sizes=3000,--blocks=96 -- the warp sums are folded by a shared tree from warp_count / 2 down, halving: right for 1, 2, 4 ... 32 warps, but 3 warps (block 96) fold 0+1 and drop warp 2, 11 warps (352) drop warps 4, 9 and 10
// mistake: a power-of-two tree over the warp sums while blocks of any multiple of 32 are allowed
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
    __shared__ float warp_sums[WARP_SIZE];
    int lane = threadIdx.x % WARP_SIZE;
    int warp = threadIdx.x / WARP_SIZE;
    int warp_count = blockDim.x / WARP_SIZE;

    value = warp_reduce_sum(value);
    if (lane == 0)
        warp_sums[warp] = value;
    __syncthreads();  // per-warp sums are written before warp 0 reads them

    for (int s = warp_count / 2; s > 0; s /= 2) {
        if (threadIdx.x < s)
            warp_sums[threadIdx.x] += warp_sums[threadIdx.x + s];
        __syncthreads();
    }
    return warp_sums[0];
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
