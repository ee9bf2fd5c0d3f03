// expect: gpu=pass emu=pass -- cub::WarpReduce<float> for each warp's sum and again, with valid_items, over the warp sums: CUB's warp primitive, right for any multiple of 32 (05's handout teaches the shuffles; the tier is withheld where library reductions are banned)
// mistake: none: CUB's WarpReduce in place of the hand-written shuffles
// 05-warp-shuffle: a block sum built from register shuffles: each warp adds its 32 values
// with __shfl_down_sync, then warp 0 adds the per-warp sums. Shared memory holds only one
// float per warp.
//
// Block b sums the 2 * blockDim.x elements starting at b * 2 * blockDim.x and writes the
// sum to partial[b]. Block sizes: any multiple of 32 up to 1024.

constexpr int ITEMS_PER_THREAD = 2;
constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;  // all 32 lanes take part in every shuffle

#include <cub/cub.cuh>

// Sum of value over the whole block with CUB's warp reduction, twice: each warp's sum
// (valid in its lane 0), then warp 0 over the per-warp sums; valid in thread 0 only.
__device__ float block_reduce_sum(float value)
{
    using WarpReduce = cub::WarpReduce<float>;
    __shared__ typename WarpReduce::TempStorage temp[WARP_SIZE];
    __shared__ float warp_sums[WARP_SIZE];
    int lane = threadIdx.x % WARP_SIZE;
    int warp = threadIdx.x / WARP_SIZE;
    int warp_count = blockDim.x / WARP_SIZE;

    value = WarpReduce(temp[warp]).Sum(value);
    if (lane == 0)
        warp_sums[warp] = value;
    __syncthreads();  // every warp's sum is stored before warp 0 reads them

    value = 0.0f;
    if (warp == 0)
        value = WarpReduce(temp[0]).Sum(lane < warp_count ? warp_sums[lane] : 0.0f, warp_count);
    return value;
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    int tid = threadIdx.x;
    int i = blockIdx.x * (blockDim.x * ITEMS_PER_THREAD) + tid;

    // Each thread adds its two elements in a register; elements at or past n are not read.
    float sum = 0.0f;
    if (i < n)
        sum = input[i];
    if (i + blockDim.x < n)
        sum += input[i + blockDim.x];

    float block_sum = block_reduce_sum(sum);
    if (tid == 0)
        partial[blockIdx.x] = block_sum;
}
