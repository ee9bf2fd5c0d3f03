// expect: gpu=compile-error emu=compile-error -- cub::BlockScan<float, B> (the default raking algorithm) with its own __shared__ TempStorage for each B of a compile-time walk down the multiples of 32 from 1024: nvcc 13 (sm_90) refuses it, ptxas "uses too much shared data (0x112e0 bytes, 0xc000 max)", CUB's raking storage being far larger than the emulator's stand-in
// mistake: thirty-two BlockScan TempStorages of the raking algorithm, 70 KiB of static shared memory in one kernel; the warp-scans algorithm (tests/correct/06-thread-coarsening/cub-block-scan-items-op-aggregate.cu) fits
#include <cub/cub.cuh>

constexpr int COARSE_FACTOR = 8;

template <int B>
__device__ float block_total(float (&items)[COARSE_FACTOR])
{
    if (blockDim.x == B) {
        using BlockScan = cub::BlockScan<float, B>;
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
