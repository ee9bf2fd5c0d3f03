// expect: gpu=pass|wrong-result|race emu=race args=--quick,--blocks=64 -- each warp reads its row's tiles with cub::WarpLoad<..., WARP_LOAD_TRANSPOSE> through one TempStorage and no __syncwarp() between two loads: CUB's documentation asks for one before the storage is reused (the transpose writes every lane's items there and reads other lanes' back), so a lane may overwrite the tile another lane is still reading; a GPU whose warp stays converged seldom shows it
// mistake: the warp's WarpLoad TempStorage reused for the next tile with no __syncwarp() between the loads
#include <cmath>
#include <cstddef>
#include <cub/cub.cuh>

constexpr int WARP_SIZE = 32;
constexpr int ITEMS = 4;
constexpr int TILE = WARP_SIZE * ITEMS;
constexpr int MAX_WARPS = 1024 / WARP_SIZE;
constexpr unsigned FULL_MASK = 0xffffffffu;

using WarpLoad = cub::WarpLoad<float, ITEMS, cub::WARP_LOAD_TRANSPOSE>;
using WarpStore = cub::WarpStore<float, ITEMS, cub::WARP_STORE_TRANSPOSE>;

__device__ float warp_all_max(float v)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        v = fmaxf(v, __shfl_xor_sync(FULL_MASK, v, offset));
    return v;
}

__device__ float warp_all_sum(float v)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        v += __shfl_xor_sync(FULL_MASK, v, offset);
    return v;
}

// The row's tile at column t, -inf past the row's end.
__device__ void load_tile(WarpLoad::TempStorage &temp, const float *x, int t, int cols, float (&items)[ITEMS])
{
    WarpLoad(temp).Load(x + t, items, cols - t, -INFINITY);
}

__global__ void softmax_rows_kernel(const float *in, float *out, int rows, int cols)
{
    __shared__ WarpLoad::TempStorage load_temp[MAX_WARPS];
    __shared__ WarpStore::TempStorage store_temp[MAX_WARPS];
    const int warp = threadIdx.x / WARP_SIZE;
    const int row = blockIdx.x * (blockDim.x / WARP_SIZE) + warp;
    if (row >= rows)
        return;  // the whole warp: every lane has the same row
    const float *x = in + (size_t)row * cols;
    float *y = out + (size_t)row * cols;
    float items[ITEMS];

    float row_max = -INFINITY;
    for (int t = 0; t < cols; t += TILE) {
        load_tile(load_temp[warp], x, t, cols, items);
        for (int i = 0; i < ITEMS; ++i)
            row_max = fmaxf(row_max, items[i]);
    }
    row_max = warp_all_max(row_max);

    float row_sum = 0.0f;
    for (int t = 0; t < cols; t += TILE) {
        load_tile(load_temp[warp], x, t, cols, items);
        for (int i = 0; i < ITEMS; ++i)
            row_sum += expf(items[i] - row_max);
    }
    row_sum = warp_all_sum(row_sum);

    for (int t = 0; t < cols; t += TILE) {
        load_tile(load_temp[warp], x, t, cols, items);
        for (int i = 0; i < ITEMS; ++i)
            items[i] = expf(items[i] - row_max) / row_sum;
        WarpStore(store_temp[warp]).Store(y + t, items, cols - t);
        __syncwarp();
    }
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    int warps = block / WARP_SIZE;
    softmax_rows_kernel<<<(rows + warps - 1) / warps, block>>>(d_in, d_out, rows, cols);
}
