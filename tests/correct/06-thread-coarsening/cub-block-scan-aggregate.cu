// expect: gpu=pass emu=pass -- eight elements a thread, then cub::BlockScan<float, B, BLOCK_SCAN_WARP_SCANS>::InclusiveSum(sum, prefix, aggregate) with B found by a compile-time walk down the multiples of 32 from 1024; thread 0 stores the block aggregate (every thread gets it)
// mistake: none: the block aggregate of a scan is the block's sum; a right kernel the emulator once could not build (no cub::BlockScan)
#include <cub/cub.cuh>

constexpr int COARSE_FACTOR = 8;

template <int B>
__device__ float block_total(float v)
{
    if (blockDim.x == B) {
        using BlockScan = cub::BlockScan<float, B, cub::BLOCK_SCAN_WARP_SCANS>;
        __shared__ typename BlockScan::TempStorage temp;
        float prefix, aggregate;
        BlockScan(temp).InclusiveSum(v, prefix, aggregate);
        return aggregate;
    }
    if constexpr (B > 32)
        return block_total<B - 32>(v);
    __trap();
    return 0.0f;
}

__global__ void reduce_coarsened(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    const int start = blockIdx.x * blockDim.x * COARSE_FACTOR + threadIdx.x;
    float sum = 0.0f;
    for (int k = 0; k < COARSE_FACTOR; ++k) {
        const int i = start + k * blockDim.x;
        if (i < n)
            sum += input[i];
    }
    sum = block_total<1024>(sum);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = sum;
}
