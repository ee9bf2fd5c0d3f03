// expect: gpu=wrong-result emu=wrong-result args=--blocks=672,--sizes=671 -- its row tree folds at w only where blockDim is a multiple of 2w, but from the block's halves down: at 21 warps (672) the halving at 336 is skipped and the one at 168 is made, then warp 0 adds every slot again, so slots 168..335 count twice (listed as a right variant until the matrix had a block of more than 16 warps)
// mistake: a power-of-two fold applied where the block is a multiple of 2w, not where the live count is 2w
// correct: rows by a 2D grid, blockIdx.x over chunks of a row and blockIdx.y over rows
// (a y-stride loop past 65535), each chunk reduced by a shared-memory tree and added with
// atomicAdd into a zeroed output; columns by 32x32 tiles transposed through a padded
// shared array [32][33], each warp then summing one tile column with shuffles.
#include <cstddef>
#define TW 32
#define MAXY 65535

__device__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}

__global__ void rows_chunked(const float *m, float *out, int rows, int cols)
{
    extern __shared__ float sh[];
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    for (int r = blockIdx.y; r < rows; r += gridDim.y) {
        sh[threadIdx.x] = c < cols ? m[(size_t)r * cols + c] : 0.0f;
        __syncthreads();
        for (int w = blockDim.x / 2; w >= TW; w /= 2) {
            if (threadIdx.x < w && (blockDim.x & (2 * w - 1)) == 0)
                sh[threadIdx.x] += sh[threadIdx.x + w];
            __syncthreads();
        }
        // whatever was not folded (block not a power of two): warp 0 adds it by stride
        if (threadIdx.x < TW) {
            int live = blockDim.x;
            while (live > TW && (live & 1) == 0 && (live / 2) % TW == 0 && (blockDim.x % (live)) == 0) live /= 2;
            float v = 0.0f;
            for (int k = threadIdx.x; k < live; k += TW) v += sh[k];
            v = warp_sum(v);
            if (threadIdx.x == 0) atomicAdd(&out[r], v);
        }
        __syncthreads();
    }
}

__global__ void cols_tiled(const float *m, float *out, int rows, int cols)
{
    __shared__ float tile[TW][TW + 1];
    int lane = threadIdx.x % TW, warp = threadIdx.x / TW, warps = blockDim.x / TW;
    int c0 = blockIdx.x * TW;
    for (int r0 = blockIdx.y * TW; r0 < rows; r0 += gridDim.y * TW) {
        for (int i = warp; i < TW; i += warps) {
            int r = r0 + i, c = c0 + lane;
            tile[i][lane] = (r < rows && c < cols) ? m[(size_t)r * cols + c] : 0.0f;
        }
        __syncthreads();
        for (int j = warp; j < TW; j += warps) {
            float v = warp_sum(tile[lane][j]);
            if (lane == 0 && c0 + j < cols) atomicAdd(&out[c0 + j], v);
        }
        __syncthreads();
    }
}

void sum_rows(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    cudaMemset(d_out, 0, sizeof(float) * rows);
    dim3 grid((cols + block - 1) / block, rows < MAXY ? rows : MAXY);
    rows_chunked<<<grid, block, block * sizeof(float)>>>(d_matrix, d_out, rows, cols);
}

void sum_cols(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    cudaMemset(d_out, 0, sizeof(float) * cols);
    int tiles_down = (rows + TW - 1) / TW;
    int gy = tiles_down < 64 ? tiles_down : 64;
    dim3 grid((cols + TW - 1) / TW, gy);
    cols_tiled<<<grid, block>>>(d_matrix, d_out, rows, cols);
}
