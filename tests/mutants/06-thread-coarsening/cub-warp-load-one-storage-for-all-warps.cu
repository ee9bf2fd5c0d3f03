// expect: gpu=wrong-result|race|pass emu=race args=--sizes=4099,--blocks=256 -- one cub::WarpLoad TempStorage for the whole block: CUB's documentation gives each warp its own (TempStorage temp_storage[warps_in_block]); every warp's WARP_LOAD_TRANSPOSE writes its tile into the same shared bytes and reads them back after a __syncwarp() that orders its own lanes only, so another warp's tile may be read instead
// mistake: a single __shared__ WarpLoad::TempStorage shared by every warp of the block
#include <cub/cub.cuh>

constexpr int COARSE_FACTOR = 8;
constexpr int WARP_SIZE = 32;
constexpr int MAX_WARPS = 1024 / WARP_SIZE;

__global__ void reduce_coarsened(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    using WarpLoad = cub::WarpLoad<float, COARSE_FACTOR, cub::WARP_LOAD_TRANSPOSE>;
    using WarpReduce = cub::WarpReduce<float>;
    __shared__ typename WarpLoad::TempStorage load_temp;
    __shared__ typename WarpReduce::TempStorage reduce_temp[MAX_WARPS];
    __shared__ float warp_sums[MAX_WARPS];

    const int warp = threadIdx.x / WARP_SIZE, lane = threadIdx.x % WARP_SIZE;
    const int warps = blockDim.x / WARP_SIZE;
    const int tile = (blockIdx.x * warps + warp) * WARP_SIZE * COARSE_FACTOR;

    float items[COARSE_FACTOR];
    int valid = n - tile;
    if (valid > 0)
        WarpLoad(load_temp).Load(input + tile, items, valid, 0.0f);
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
