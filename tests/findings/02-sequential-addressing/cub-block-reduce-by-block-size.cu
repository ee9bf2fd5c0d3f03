// expect: gpu=goal-not-met emu=goal-not-met -- cub::BlockReduce<float, B>::Sum, B the launch's block size picked by a switch over the powers of two 32 to 1024 (each instantiation has its own __shared__ TempStorage), the sum in thread 0
// mistake: none: a right kernel through CUB's block primitive (02 bans library reductions from the performance tiers, not from grading)
#include <cub/cub.cuh>

template <int B>
__device__ float block_sum(float v)
{
    using BlockReduce = cub::BlockReduce<float, B>;
    __shared__ typename BlockReduce::TempStorage temp;
    return BlockReduce(temp).Sum(v);
}

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < (unsigned int)n ? input[i] : 0.0f;
    float sum = 0.0f;
    switch (blockDim.x) {
    case 32: sum = block_sum<32>(v); break;
    case 64: sum = block_sum<64>(v); break;
    case 128: sum = block_sum<128>(v); break;
    case 256: sum = block_sum<256>(v); break;
    case 512: sum = block_sum<512>(v); break;
    case 1024: sum = block_sum<1024>(v); break;
    default: __trap();
    }
    if (threadIdx.x == 0)
        partial[blockIdx.x] = sum;
}
