// expect: gpu=wrong-result emu=wrong-result -- the second level folds the per-warp sums in shared memory, halving the live count with rounding up, but tests the partner against the first count (lane + s < warp_count) instead of the live one: a lane then adds a slot already folded into another, so 5, 6, 9 ... 14, 17 ... warps count sums twice; 1, 2, 3, 4, 7, 8, 15, 16 and 32 warps come out right, and 96 and 480 threads, the only multiples of 32 graded beside the powers of two, have 3 and 15
// mistake: the second level's partner test against warp_count instead of the live count of the step
constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;

__device__ float warp_reduce_sum(float value)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        value += __shfl_down_sync(FULL_MASK, value, offset);
    return value;
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    __shared__ float warp_sums[WARP_SIZE];
    int tid = threadIdx.x;
    int lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    int warp_count = blockDim.x / WARP_SIZE;
    int i = blockIdx.x * (blockDim.x * 2) + tid;

    float sum = 0.0f;
    if (i < n)
        sum = input[i];
    if (i + (int)blockDim.x < n)
        sum += input[i + blockDim.x];

    sum = warp_reduce_sum(sum);
    if (lane == 0)
        warp_sums[warp] = sum;
    __syncthreads();

    // Warp 0 folds the per-warp sums as 02's tree does, any count: the upper half
    // (rounded up) onto the lower half until one is left.
    if (warp == 0) {
        for (int active = warp_count; active > 1; active = (active + 1) / 2) {
            int s = (active + 1) / 2;
            if (lane < s && lane + s < warp_count)
                warp_sums[lane] += warp_sums[lane + s];
            __syncwarp();
        }
        if (lane == 0)
            partial[blockIdx.x] = warp_sums[0];
    }
}
