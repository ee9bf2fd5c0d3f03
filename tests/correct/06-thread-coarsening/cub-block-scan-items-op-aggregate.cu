// expect: gpu=pass emu=pass -- a thread's eight elements (blockDim.x apart) kept as an array, cub::BlockScan<float, B, BLOCK_SCAN_WARP_SCANS>::InclusiveScan(items, prefix, cuda::std::plus<>{}, aggregate): the block aggregate, which every thread gets, is the block's sum; B found by a compile-time walk down the multiples of 32 from 1024 (the warp-scans algorithm: the raking one's TempStorage, one per B, passes 48 KiB of static shared memory under nvcc)
// mistake: none: the array scan with an operator and its aggregate; a right kernel the emulator once could not build (no BlockScan array scan with an operator)
#include <cub/cub.cuh>

constexpr int COARSE_FACTOR = 8;

template <int B>
__device__ float block_total(float (&items)[COARSE_FACTOR])
{
    if (blockDim.x == B) {
        using BlockScan = cub::BlockScan<float, B, cub::BLOCK_SCAN_WARP_SCANS>;
        __shared__ typename BlockScan::TempStorage temp;
        float prefix[COARSE_FACTOR], aggregate;
        BlockScan(temp).InclusiveScan(items, prefix, cuda::std::plus<>{}, aggregate);
        return aggregate;
    }
    if constexpr (B > 32)
        return block_total<B - 32>(items);
    __trap();
    return 0.0f;
}

__global__ void reduce_coarsened(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    const int start = blockIdx.x * blockDim.x * COARSE_FACTOR + threadIdx.x;
    float items[COARSE_FACTOR];
    for (int k = 0; k < COARSE_FACTOR; ++k) {
        const int i = start + k * blockDim.x;
        items[k] = i < n ? input[i] : 0.0f;
    }
    const float sum = block_total<1024>(items);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = sum;
}
