// expect: gpu=pass emu=pass -- eight elements a thread, then cub::BlockReduce<float, B>::Reduce(sum, cuda::std::plus<>{}) with B found by a compile-time walk down the multiples of 32 from 1024 (06 grades 96 and other non-powers of two), each B with its own __shared__ TempStorage
// mistake: none: the block's tree done by CUB, the result read in thread 0
#include <cub/cub.cuh>

constexpr int COARSE_FACTOR = 8;

template <int B>
__device__ float block_sum(float v)
{
    if (blockDim.x == B) {
        using BlockReduce = cub::BlockReduce<float, B>;
        __shared__ typename BlockReduce::TempStorage temp;
        return BlockReduce(temp).Reduce(v, cuda::std::plus<>{});
    }
    if constexpr (B > 32)
        return block_sum<B - 32>(v);
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
    sum = block_sum<1024>(sum);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = sum;
}
