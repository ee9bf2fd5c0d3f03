// expect: gpu=pass emu=pass -- each thread holds its two elements (blockDim.x apart) as an array, cub::BlockScan<float, B>::InclusiveSum(items, prefix) over both arrays, and the last thread's last inclusive prefix is the block's sum; B the block size, dispatched over the powers of two 32..1024
// mistake: none: the array-of-items scan, its last prefix the reduction; a right kernel the emulator once could not build (no cub::BlockScan)
#include <cub/cub.cuh>

template <int B>
__device__ void block_sum(float (&items)[2], float *partial)
{
    using BlockScan = cub::BlockScan<float, B>;
    __shared__ typename BlockScan::TempStorage temp;
    float prefix[2];
    BlockScan(temp).InclusiveSum(items, prefix);
    if (threadIdx.x == B - 1)
        partial[blockIdx.x] = prefix[1];
}

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
    float items[2] = { i < (unsigned)n ? input[i] : 0.0f,
                       i + blockDim.x < (unsigned)n ? input[i + blockDim.x] : 0.0f };
    switch (blockDim.x) {
    case 32: block_sum<32>(items, partial); break;
    case 64: block_sum<64>(items, partial); break;
    case 128: block_sum<128>(items, partial); break;
    case 256: block_sum<256>(items, partial); break;
    case 512: block_sum<512>(items, partial); break;
    case 1024: block_sum<1024>(items, partial); break;
    default: __trap();
    }
}
