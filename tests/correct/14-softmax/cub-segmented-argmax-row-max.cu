// expect: gpu=pass emu=pass -- softmax from library calls: cub::DeviceSegmentedReduce::ArgMax over the rows (offsets r * cols written by a small kernel and kept across calls) gives each row's (index, max) as a cub::KeyValuePair<int, float>, a kernel writes exp(x - pair.value) to the output, cub::DeviceSegmentedReduce::Sum over the output gives each row's sum, a last kernel divides
// mistake: none: the row max read from ArgMax's pair; a right file the emulator once could not build (no DeviceSegmentedReduce::ArgMax)
#include <cub/cub.cuh>
#include <cstddef>

static int *d_offsets = nullptr;   // rows + 1 row starts
static float *d_stats = nullptr;   // rows sums
static cub::KeyValuePair<int, float> *d_pairs = nullptr; // rows (index, max)
static int cached_rows = -1, cached_cols = -1;
static void *d_temp = nullptr;
static size_t temp_bytes = 0;

__global__ void row_starts(int *offsets, int rows, int cols)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r <= rows)
        offsets[r] = r * cols;
}

__global__ void shifted_exp(const float *in, float *out, const cub::KeyValuePair<int, float> *row_max, int rows, int cols)
{
    size_t total = (size_t)rows * cols;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < total; i += (size_t)gridDim.x * blockDim.x)
        out[i] = expf(in[i] - row_max[i / cols].value);
}

__global__ void divide_by_sum(float *out, const float *row_sum, int rows, int cols)
{
    size_t total = (size_t)rows * cols;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < total; i += (size_t)gridDim.x * blockDim.x)
        out[i] /= row_sum[i / cols];
}

static bool prepare(int rows, int cols, int block)
{
    if (rows == cached_rows && cols == cached_cols)
        return true;
    cudaFree(d_offsets);
    cudaFree(d_stats);
    cudaFree(d_pairs);
    d_offsets = nullptr;
    d_stats = nullptr;
    d_pairs = nullptr;
    cached_rows = -1;
    if (cudaMalloc(&d_offsets, (size_t)(rows + 1) * sizeof(int)) != cudaSuccess ||
        cudaMalloc(&d_stats, (size_t)rows * sizeof(float)) != cudaSuccess ||
        cudaMalloc(&d_pairs, (size_t)rows * sizeof(*d_pairs)) != cudaSuccess)
        return false;
    row_starts<<<(rows + 1 + block - 1) / block, block>>>(d_offsets, rows, cols);
    size_t need_max = 0, need_sum = 0;
    cub::DeviceSegmentedReduce::ArgMax(nullptr, need_max, (const float *)nullptr, d_pairs, rows, d_offsets, d_offsets + 1);
    cub::DeviceSegmentedReduce::Sum(nullptr, need_sum, (const float *)nullptr, d_stats, rows, d_offsets, d_offsets + 1);
    size_t need = need_max > need_sum ? need_max : need_sum;
    if (need > temp_bytes) {
        cudaFree(d_temp);
        d_temp = nullptr;
        temp_bytes = 0;
        if (cudaMalloc(&d_temp, need) != cudaSuccess)
            return false;
        temp_bytes = need;
    }
    cached_rows = rows;
    cached_cols = cols;
    return true;
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    if (rows == 0 || cols == 0 || !prepare(rows, cols, block))
        return;
    float *row_sum = d_stats;
    size_t total = (size_t)rows * cols;
    size_t want = (total + block - 1) / block;
    unsigned grid = (unsigned)(want < 4096 ? want : 4096);
    size_t bytes = temp_bytes;
    cub::DeviceSegmentedReduce::ArgMax(d_temp, bytes, d_in, d_pairs, rows, d_offsets, d_offsets + 1);
    shifted_exp<<<grid, block>>>(d_in, d_out, d_pairs, rows, cols);
    bytes = temp_bytes;
    cub::DeviceSegmentedReduce::Sum(d_temp, bytes, d_out, row_sum, rows, d_offsets, d_offsets + 1);
    divide_by_sum<<<grid, block>>>(d_out, row_sum, rows, cols);
}
