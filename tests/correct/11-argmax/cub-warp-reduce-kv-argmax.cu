// correct: CUB at warp level: each thread's better of two as a cub::KeyValuePair<int, float> (key the index, value the element), cub::WarpReduce<Pair>::Reduce with cub::ArgMax (the larger value; equal values: the lower key) per warp, lane 0's pair to shared memory, and warp 0 reduces the warps' pairs the same way (valid_items = the warp count)
#include <cub/cub.cuh>
#include <climits>
#include <cmath>

using Pair = cub::KeyValuePair<int, float>;

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    using WarpReduce = cub::WarpReduce<Pair>;
    __shared__ typename WarpReduce::TempStorage temp[32];
    __shared__ Pair warp_best[32];
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;

    Pair mine(INT_MAX, -INFINITY);
    cub::ArgMax pick;
    if (i < n)
        mine = pick(mine, Pair(i, input[i]));
    if (i + (int)blockDim.x < n)
        mine = pick(mine, Pair(i + blockDim.x, input[i + blockDim.x]));

    Pair best = WarpReduce(temp[warp]).Reduce(mine, pick);
    if (lane == 0)
        warp_best[warp] = best;
    __syncthreads();
    if (warp == 0) {
        const int warps = blockDim.x / 32;
        Pair p = lane < warps ? warp_best[lane] : Pair(INT_MAX, -INFINITY);
        p = WarpReduce(temp[0]).Reduce(p, pick, warps);
        if (lane == 0) {
            partial_value[blockIdx.x] = p.value;
            partial_index[blockIdx.x] = p.key;
        }
    }
}
