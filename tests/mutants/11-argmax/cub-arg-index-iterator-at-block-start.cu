// expect: gpu=wrong-result emu=wrong-result args=--sizes=1000,--blocks=256 -- cub::ArgIndexInputIterator's key is the offset from the iterator it was made with (CUB: "dereferencing at offset i produces a KeyValuePair whose key is i"): made at the block's first element, every block past the first reports an index within its own span, not in the input
// mistake: the argmax iterator made at input + the block's start, so its keys are block-local
#include <climits>
#include <cmath>
#include <cub/cub.cuh>

using Pair = cub::KeyValuePair<int, float>;

template <int B>
__device__ Pair block_best(Pair mine)
{
    if (blockDim.x == B) {
        using BlockReduce = cub::BlockReduce<Pair, B>;
        __shared__ typename BlockReduce::TempStorage temp;
        return BlockReduce(temp).Reduce(mine, cub::ArgMax());
    }
    if constexpr (B > 32)
        return block_best<B - 32>(mine);
    __trap();
    return mine;
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    int start = blockIdx.x * (blockDim.x * 2);
    cub::ArgIndexInputIterator<const float *, int> items(input + start);
    cub::ArgMax better;
    int i = start + threadIdx.x;

    Pair mine(INT_MAX, -INFINITY);
    if (i < n)
        mine = better(mine, items[threadIdx.x]);
    if (i + (int)blockDim.x < n)
        mine = better(mine, items[threadIdx.x + blockDim.x]);

    Pair best = block_best<1024>(mine);
    if (threadIdx.x == 0) {
        partial_value[blockIdx.x] = best.value;
        partial_index[blockIdx.x] = best.key;
    }
}
