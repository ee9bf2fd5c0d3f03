// expect: gpu=wrong-result emu=wrong-result args=--sizes=1000,--blocks=256 -- cub::BlockReduce::Sum returns the block's sum in thread 0 only (CUB: "the return value is undefined in threads other than thread0"); thread 1 writes what it holds: on the emulator its own input, on a GPU a partial value
// mistake: the block sum written by thread 1, not thread 0
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
    if (threadIdx.x == 1)
        partial[blockIdx.x] = sum;
}
