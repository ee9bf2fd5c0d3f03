// correct: rows: a block per row whose warps each fold their part with cg::reduce_update_async into a cuda::atomic_ref on the row's output (zeroed by cudaMemsetAsync); columns: 32 x 32 tiles loaded row by row into padded shared memory (coalesced), then each warp takes a tile column and sums it with shuffles across the transposed tile, one atomicAdd per column and tile
// 13-rows-and-columns: the sum of every row and of every column of a row-major matrix.
#include <cstddef>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda/atomic>

namespace cg = cooperative_groups;

__global__ void rows_kernel(const float *m, float *out, int cols)
{
    const float *row = m + (size_t)blockIdx.x * cols;
    auto warp = cg::tiled_partition<32>(cg::this_thread_block());
    float v = 0.0f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        v += row[c];
    cuda::atomic_ref<float, cuda::thread_scope_device> total(out[blockIdx.x]);
    cg::reduce_update_async(warp, total, v, cg::plus<float>());
}

void sum_rows(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    cudaMemsetAsync(d_out, 0, (size_t)rows * sizeof(float));
    rows_kernel<<<rows, block>>>(d_matrix, d_out, cols);
}

constexpr int TILE = 32;

// Block (bx, by) covers columns bx*32 .. +31 and rows from by*32 in steps of gridDim.y*32.
__global__ void cols_kernel(const float *m, float *out, int rows, int cols)
{
    __shared__ float tile[TILE][TILE + 1];  // +1: a column read hits 32 banks
    const int lane = threadIdx.x % TILE, warp = threadIdx.x / TILE, warps = blockDim.x / TILE;
    const int c = blockIdx.x * TILE + lane;
    for (int r0 = blockIdx.y * TILE; r0 < rows; r0 += gridDim.y * TILE) {
        for (int r = warp; r < TILE; r += warps)
            tile[r][lane] = (r0 + r < rows && c < cols) ? m[(size_t)(r0 + r) * cols + c] : 0.0f;
        __syncthreads();
        for (int tc = warp; tc < TILE; tc += warps) {
            float v = tile[lane][tc];  // the tile's column tc, one row per lane
            for (int o = 16; o > 0; o >>= 1)
                v += __shfl_down_sync(0xffffffffu, v, o);
            if (lane == 0 && blockIdx.x * TILE + tc < cols)
                atomicAdd(&out[blockIdx.x * TILE + tc], v);
        }
        __syncthreads();  // the tile is read before the next rows overwrite it
    }
}

void sum_cols(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    const int bx = (cols + TILE - 1) / TILE;
    int by = (rows + TILE - 1) / TILE;
    by = by > 64 ? 64 : by;
    cudaMemsetAsync(d_out, 0, (size_t)cols * sizeof(float));
    cols_kernel<<<dim3(bx, by), block>>>(d_matrix, d_out, rows, cols);
}
