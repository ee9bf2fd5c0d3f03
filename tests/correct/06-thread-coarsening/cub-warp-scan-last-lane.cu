// expect: gpu=pass emu=pass -- eight elements a thread, cub::WarpScan<float>::InclusiveSum per warp with lane 31's inclusive prefix taken as the warp's sum, the warp sums in shared memory, then warp 0's InclusiveSum(v, inc, aggregate) whose warp aggregate is the block's sum: any multiple of 32
// mistake: none: a scan's last prefix is the reduction; a right kernel the emulator once could not build (no cub::WarpScan)
#include <cub/cub.cuh>

constexpr int COARSE_FACTOR = 8;

__global__ void reduce_coarsened(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    using WarpScan = cub::WarpScan<float>;
    __shared__ typename WarpScan::TempStorage temp[32];
    __shared__ float warp_sums[32];
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int warps = blockDim.x / 32;
    const int start = blockIdx.x * blockDim.x * COARSE_FACTOR + threadIdx.x;
    float sum = 0.0f;
    for (int k = 0; k < COARSE_FACTOR; ++k) {
        const int i = start + k * blockDim.x;
        if (i < n)
            sum += input[i];
    }
    float inclusive;
    WarpScan(temp[warp]).InclusiveSum(sum, inclusive);
    if (lane == 31)
        warp_sums[warp] = inclusive;
    __syncthreads();
    if (warp == 0) {
        float v = lane < warps ? warp_sums[lane] : 0.0f;
        float prefix, total;
        WarpScan(temp[0]).InclusiveSum(v, prefix, total);
        if (lane == 0)
            partial[blockIdx.x] = total;
    }
}
