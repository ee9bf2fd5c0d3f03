// correct: rows by half-warps, two rows per warp, each half summed by __shfl_down_sync
// with width 16; columns by a 2D grid whose blockIdx.y walks chunks of rows (a y-stride
// loop past the grid's 65535), each thread adding its chunk's column sum with atomicAdd
// into an output zeroed by cudaMemsetAsync, the block size from
// cudaOccupancyMaxPotentialBlockSize.

constexpr int HALF = 16;
constexpr int CHUNK_ROWS = 64;

__global__ void rows_by_half_warps(const float *__restrict__ m, float *__restrict__ out, int rows, int cols)
{
    const unsigned lane = threadIdx.x % 32;
    const size_t warp = ((size_t)blockIdx.x * blockDim.x + threadIdx.x) / 32;
    const size_t row = 2 * warp + lane / HALF;
    const unsigned sub = lane % HALF;

    float s = 0.0f;
    if (row < (size_t)rows) {
        const float *p = m + row * cols;
        for (int c = sub; c < cols; c += HALF)
            s += p[c];
    }
    // every lane of the warp takes part, the one with no row adding zeros
    for (int d = HALF / 2; d > 0; d /= 2)
        s += __shfl_down_sync(0xffffffffu, s, d, HALF);
    if (sub == 0 && row < (size_t)rows)
        out[row] = s;
}

__global__ void cols_by_chunks(const float *__restrict__ m, float *out, int rows, int cols)
{
    const int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c >= cols)
        return;
    for (int first = blockIdx.y * CHUNK_ROWS; first < rows; first += gridDim.y * CHUNK_ROWS) {
        int last = first + CHUNK_ROWS < rows ? first + CHUNK_ROWS : rows;
        float s = 0.0f;
        for (int r = first; r < last; r++)
            s += m[(size_t)r * cols + c];
        atomicAdd(&out[c], s);
    }
}

void sum_rows(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    const size_t warps = ((size_t)rows + 1) / 2;
    const size_t grid = (warps * 32 + block - 1) / block;
    rows_by_half_warps<<<(unsigned)grid, block>>>(d_matrix, d_out, rows, cols);
}

void sum_cols(const float *d_matrix, float *d_out, int rows, int cols, int /*block*/)
{
    int min_grid = 0, threads = 0;
    cudaOccupancyMaxPotentialBlockSize(&min_grid, &threads, cols_by_chunks, 0, 0);
    if (threads <= 0) threads = 256;
    dim3 grid((cols + threads - 1) / threads, (rows + CHUNK_ROWS - 1) / CHUNK_ROWS);
    if (grid.y > 65535) grid.y = 65535;
    if (grid.y == 0) grid.y = 1;
    cudaMemsetAsync(d_out, 0, cols * sizeof(float));
    cols_by_chunks<<<grid, threads>>>(d_matrix, d_out, rows, cols);
}
