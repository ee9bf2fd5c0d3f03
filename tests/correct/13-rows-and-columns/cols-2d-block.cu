// correct: the column sums with a 2D block (32 columns by blockDim/32 row phases), the
// phases added in shared memory, one atomicAdd per column and block
// 13-rows-and-columns: sums of every row and of every column of a row-major rows x cols
// matrix. Rows: one block per row, its threads striding along the row (neighbouring
// threads, neighbouring addresses). Columns: one thread per column, so a warp reads 32
// neighbouring columns of one row at a time, looping down the rows; tall matrices split
// their rows among several blocks that add into the output.
//
// Host functions (d_matrix, d_out, rows, cols, block); d_out holds rows (part 0) or cols
// (part 1) floats. Block sizes: multiples of 32 up to 1024.

#include <cstddef>

constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;
constexpr int TARGET_BLOCKS = 1024;      // column sums: enough blocks to fill the device
constexpr int MIN_ROWS_PER_THREAD = 16;  // column sums: do not split rows finer than this
constexpr int MAX_GRID_Y = 65535;        // CUDA's limit on gridDim.y

// Sum over the 32 lanes of the calling warp, in lane 0.
__device__ float warp_reduce_sum(float value)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        value += __shfl_down_sync(FULL_MASK, value, offset);
    return value;
}

// Sum over the block, valid in thread 0.
__device__ float block_reduce_sum(float value)
{
    __shared__ float warp_sums[WARP_SIZE];
    int lane = threadIdx.x % WARP_SIZE;
    int warp = threadIdx.x / WARP_SIZE;
    int warp_count = blockDim.x / WARP_SIZE;

    value = warp_reduce_sum(value);
    if (lane == 0)
        warp_sums[warp] = value;
    __syncthreads();  // per-warp sums are written before warp 0 reads them

    value = 0.0f;
    if (warp == 0) {
        value = lane < warp_count ? warp_sums[lane] : 0.0f;
        value = warp_reduce_sum(value);
    }
    return value;
}

// ---- Part 0: row sums, block r sums row r. ----

__global__ void sum_rows_kernel(const float *matrix, float *out, int cols)
{
    // size_t: rows * cols may exceed 2^31 even when both fit in an int.
    const float *row = matrix + (size_t)blockIdx.x * cols;

    // The row may be longer or shorter than the block: stride along it.
    float sum = 0.0f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        sum += row[c];

    sum = block_reduce_sum(sum);
    if (threadIdx.x == 0)
        out[blockIdx.x] = sum;
}

void sum_rows(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    sum_rows_kernel<<<rows, block>>>(d_matrix, d_out, cols);
}

// ---- Part 1: column sums with a 2D block: threadIdx.x a column of a 32-wide strip,
// threadIdx.y a phase of the rows; the block adds its phases in shared memory, then one
// atomicAdd per column. ----

__global__ void sum_cols_kernel(const float *matrix, float *out, int rows, int cols)
{
    __shared__ float phase_sums[WARP_SIZE][WARP_SIZE + 1];  // blockDim.y <= 32
    int c = blockIdx.x * WARP_SIZE + threadIdx.x;
    float sum = 0.0f;
    if (c < cols) {
        size_t step = (size_t)gridDim.y * blockDim.y;
        for (size_t r = (size_t)blockIdx.y * blockDim.y + threadIdx.y; r < (size_t)rows; r += step)
            sum += matrix[r * cols + c];
    }
    phase_sums[threadIdx.y][threadIdx.x] = sum;
    __syncthreads();  // every phase's sum is written before row 0 of the block adds them

    if (threadIdx.y == 0 && c < cols) {
        float total = 0.0f;
        for (unsigned k = 0; k < blockDim.y; k++)
            total += phase_sums[k][threadIdx.x];
        atomicAdd(&out[c], total);
    }
}

void sum_cols(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    dim3 threads(WARP_SIZE, block / WARP_SIZE);
    int blocks_x = (cols + WARP_SIZE - 1) / WARP_SIZE;
    int rows_per_block = (int)threads.y * MIN_ROWS_PER_THREAD;
    int groups_by_rows = (rows + rows_per_block - 1) / rows_per_block;
    int groups_by_device = (TARGET_BLOCKS + blocks_x - 1) / blocks_x;
    int blocks_y = groups_by_rows < groups_by_device ? groups_by_rows : groups_by_device;
    blocks_y = blocks_y < 1 ? 1 : (blocks_y > MAX_GRID_Y ? MAX_GRID_Y : blocks_y);

    cudaMemsetAsync(d_out, 0, (size_t)cols * sizeof(float));
    sum_cols_kernel<<<dim3(blocks_x, blocks_y), threads>>>(d_matrix, d_out, rows, cols);
}
