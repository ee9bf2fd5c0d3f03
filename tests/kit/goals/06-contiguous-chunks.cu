// A right but uncoalesced 06: each thread adds 8 NEIGHBOURING elements, so at
// every step the 32 lanes of a warp read 32 floats 32 bytes apart and each
// sector fetched serves one lane.  Every sum is right; the coalescing goal must
// not be met, and the report must name the load's line (marked at its end),
// not the shuffle tree that idles the most lanes.

constexpr int COARSE_FACTOR = 8;

__device__ float warp_reduce_sum(float value)
{
    for (int offset = 16; offset > 0; offset /= 2)
        value += __shfl_down_sync(0xffffffffu, value, offset);
    return value;
}

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    __shared__ float warp_sums[32];
    int tid = threadIdx.x;
    int first = blockIdx.x * blockDim.x * COARSE_FACTOR + tid * COARSE_FACTOR;

    float sum = 0.0f;
    for (int k = 0; k < COARSE_FACTOR; k++) {
        int i = first + k;
        if (i < n)
            sum += input[i];  // goal-line
    }

    sum = warp_reduce_sum(sum);
    if (tid % 32 == 0)
        warp_sums[tid / 32] = sum;
    __syncthreads();
    if (tid < 32) {
        float v = tid < blockDim.x / 32 ? warp_sums[tid] : 0.0f;
        v = warp_reduce_sum(v);
        if (tid == 0)
            partial[blockIdx.x] = v;
    }
}
