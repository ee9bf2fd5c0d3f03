// expect: gpu=goal-not-met emu=goal-not-met -- cub::BlockReduce<float, B>::Sum(v, num_valid): a thread past n loads the last element again (a value that must not count) and num_valid, the block's elements below n, leaves it out
// mistake: none: the tail handled by CUB's num_valid instead of a zero
#include <cub/cub.cuh>

template <int B>
__device__ float block_sum(float v, int num_valid)
{
    using BlockReduce = cub::BlockReduce<float, B>;
    __shared__ typename BlockReduce::TempStorage temp;
    return BlockReduce(temp).Sum(v, num_valid);
}

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    int base = blockIdx.x * blockDim.x;
    int i = base + threadIdx.x;
    float v = input[i < n ? i : n - 1];
    int left = n - base;
    int num_valid = left < (int)blockDim.x ? left : (int)blockDim.x;
    float sum = 0.0f;
    switch (blockDim.x) {
    case 32: sum = block_sum<32>(v, num_valid); break;
    case 64: sum = block_sum<64>(v, num_valid); break;
    case 128: sum = block_sum<128>(v, num_valid); break;
    case 256: sum = block_sum<256>(v, num_valid); break;
    case 512: sum = block_sum<512>(v, num_valid); break;
    case 1024: sum = block_sum<1024>(v, num_valid); break;
    default: __trap();
    }
    if (threadIdx.x == 0)
        partial[blockIdx.x] = sum;
}
