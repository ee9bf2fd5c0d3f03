// correct: the warp sums by __shfl_up_sync, an inclusive scan's steps (lane l adds lane l - offset when l >= offset): lane 31 ends with the warp's total, so lane 31 of each warp stores it and warp 0's lane 31 the block's
constexpr int COARSE = 8;

__device__ float warp_total_in_last_lane(float v)
{
    int lane = threadIdx.x & 31;
    for (int offset = 1; offset < 32; offset <<= 1) {
        float up = __shfl_up_sync(0xffffffffu, v, offset);
        if (lane >= offset)
            v += up;
    }
    return v;  // lane 31: the sum of lanes 0..31
}

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    __shared__ float warp_totals[32];
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    int base = blockIdx.x * blockDim.x * COARSE + threadIdx.x;
    float sum = 0.0f;
#pragma unroll
    for (int k = 0; k < COARSE; k++) {
        int i = base + k * blockDim.x;
        if (i < n)
            sum += input[i];
    }
    sum = warp_total_in_last_lane(sum);
    if (lane == 31)
        warp_totals[warp] = sum;
    __syncthreads();
    if (warp == 0) {
        float t = lane < (int)(blockDim.x >> 5) ? warp_totals[lane] : 0.0f;
        t = warp_total_in_last_lane(t);
        if (lane == 31)
            partial[blockIdx.x] = t;
    }
}
