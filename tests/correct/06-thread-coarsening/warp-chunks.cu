// correct: each warp takes its own contiguous chunk of 8 * 32 elements of the block's
// segment and its lanes step through it 32 floats at a time (coalesced per step); the warps'
// sums by __shfl_down_sync and a second warp over them.
#define COARSE_FACTOR 8
#define WARP 32

__device__ float warp_sum(float v)
{
#pragma unroll
    for (int o = WARP / 2; o > 0; o /= 2) v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    __shared__ float sums[WARP];
    int lane = threadIdx.x % WARP, warp = threadIdx.x / WARP;
    int chunk = blockIdx.x * blockDim.x * COARSE_FACTOR + warp * WARP * COARSE_FACTOR;
    float v = 0.0f;
#pragma unroll
    for (int k = 0; k < COARSE_FACTOR; k++) {
        int i = chunk + k * WARP + lane;
        if (i < n) v += input[i];
    }
    v = warp_sum(v);
    if (lane == 0) sums[warp] = v;
    __syncthreads();
    if (warp == 0) {
        // every lane reads a slot, the unwritten ones are replaced by 0
        float w = sums[lane];
        w = lane < (int)(blockDim.x / WARP) ? w : 0.0f;
        w = warp_sum(w);
        if (lane == 0) partial[blockIdx.x] = w;
    }
}
