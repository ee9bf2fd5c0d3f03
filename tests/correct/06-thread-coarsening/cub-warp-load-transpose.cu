// expect: gpu=pass emu=pass -- each warp loads its own tile of 32 x 8 elements with cub::WarpLoad<float, 8, WARP_LOAD_TRANSPOSE> (coalesced striped reads, exchanged to eight consecutive elements a lane through the warp's __shared__ TempStorage), guarded at the end of the input with 0.0f, adds them, then cub::WarpReduce and one shared slot a warp finish the block
// mistake: none: the same elements as the solution's, each added once
#include <cub/cub.cuh>

constexpr int COARSE_FACTOR = 8;
constexpr int WARP_SIZE = 32;
constexpr int MAX_WARPS = 1024 / WARP_SIZE;

__global__ void reduce_coarsened(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    using WarpLoad = cub::WarpLoad<float, COARSE_FACTOR, cub::WARP_LOAD_TRANSPOSE>;
    using WarpReduce = cub::WarpReduce<float>;
    __shared__ typename WarpLoad::TempStorage load_temp[MAX_WARPS];
    __shared__ typename WarpReduce::TempStorage reduce_temp[MAX_WARPS];
    __shared__ float warp_sums[MAX_WARPS];

    const int warp = threadIdx.x / WARP_SIZE, lane = threadIdx.x % WARP_SIZE;
    const int warps = blockDim.x / WARP_SIZE;
    const int tile = (blockIdx.x * warps + warp) * WARP_SIZE * COARSE_FACTOR;

    float items[COARSE_FACTOR];
    int valid = n - tile;
    if (valid > 0)
        WarpLoad(load_temp[warp]).Load(input + tile, items, valid, 0.0f);
    else
        for (int k = 0; k < COARSE_FACTOR; ++k)
            items[k] = 0.0f;
    float sum = 0.0f;
    for (int k = 0; k < COARSE_FACTOR; ++k)
        sum += items[k];

    sum = WarpReduce(reduce_temp[warp]).Sum(sum);
    if (lane == 0)
        warp_sums[warp] = sum;
    __syncthreads();
    if (warp == 0) {
        sum = lane < warps ? warp_sums[lane] : 0.0f;
        sum = WarpReduce(reduce_temp[0]).Sum(sum);
        if (lane == 0)
            partial[blockIdx.x] = sum;
    }
}
