// expect: gpu=pass emu=pass -- cub::ArgIndexInputIterator over the whole input pairs each value with its global index (cub::KeyValuePair<int, float>), each thread folds its two pairs into the identity {INT_MAX, -inf} with cub::ArgMax (a NaN as b never wins), then cub::BlockReduce<Pair, B>::Reduce with cub::ArgMax (equal values: the lower key), B found by a compile-time walk down the multiples of 32
// mistake: none: the lowest index of the largest value, read in thread 0
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
    cub::ArgIndexInputIterator<const float *, int> items(input);
    cub::ArgMax better;
    int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;

    Pair mine(INT_MAX, -INFINITY);
    if (i < n)
        mine = better(mine, items[i]);
    if (i + (int)blockDim.x < n)
        mine = better(mine, items[i + blockDim.x]);

    Pair best = block_best<1024>(mine);
    if (threadIdx.x == 0) {
        partial_value[blockIdx.x] = best.value;
        partial_index[blockIdx.x] = best.key;
    }
}
