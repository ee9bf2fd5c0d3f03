// expect: gpu=pass emu=pass -- each thread loads its two elements into an array and cub::BlockReduce<float, B>::Sum(items) (the array overload) sums the block, B picked by a switch on the block size
// mistake: none: the first add done by CUB's per-thread reduction of an array
#include <cub/cub.cuh>

template <int B>
__device__ float block_sum(float (&items)[2])
{
    using BlockReduce = cub::BlockReduce<float, B>;
    __shared__ typename BlockReduce::TempStorage temp;
    return BlockReduce(temp).Sum(items);
}

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
    float items[2];
    items[0] = i < (unsigned int)n ? input[i] : 0.0f;
    items[1] = i + blockDim.x < (unsigned int)n ? input[i + blockDim.x] : 0.0f;
    float sum = 0.0f;
    switch (blockDim.x) {
    case 32: sum = block_sum<32>(items); break;
    case 64: sum = block_sum<64>(items); break;
    case 128: sum = block_sum<128>(items); break;
    case 256: sum = block_sum<256>(items); break;
    case 512: sum = block_sum<512>(items); break;
    case 1024: sum = block_sum<1024>(items); break;
    default: __trap();
    }
    if (threadIdx.x == 0)
        partial[blockIdx.x] = sum;
}
