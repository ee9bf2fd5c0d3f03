// correct: deterministic column sums without atomics: a first kernel writes each row group's partial column sums into a scratch of groups x cols floats from cudaMallocAsync, a second adds the groups of each column in order, then cudaFreeAsync on the same stream; rows by one block each (warp shuffles, then warp 0)
#include <cstddef>

__global__ void rows_kernel(const float *in, float *out, int cols)
{
    __shared__ float warp_sums[32];
    const float *row = in + (size_t)blockIdx.x * cols;
    float s = 0.0f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        s += row[c];
    for (int o = 16; o > 0; o >>= 1)
        s += __shfl_xor_sync(0xffffffffu, s, o);
    if ((threadIdx.x & 31) == 0)
        warp_sums[threadIdx.x >> 5] = s;
    __syncthreads();
    if (threadIdx.x < 32) {
        s = threadIdx.x < (blockDim.x >> 5) ? warp_sums[threadIdx.x] : 0.0f;
        for (int o = 16; o > 0; o >>= 1)
            s += __shfl_xor_sync(0xffffffffu, s, o);
        if (threadIdx.x == 0)
            out[blockIdx.x] = s;
    }
}

void sum_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    rows_kernel<<<rows, block>>>(d_in, d_out, cols);
}

__global__ void col_groups(const float *in, float *scratch, int rows, int cols, int rows_per_group)
{
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c >= cols)
        return;
    long long r0 = (long long)blockIdx.y * rows_per_group;
    long long r1 = r0 + rows_per_group < rows ? r0 + rows_per_group : rows;
    float s = 0.0f;
    for (long long r = r0; r < r1; r++)
        s += in[(size_t)r * cols + c];
    scratch[(size_t)blockIdx.y * cols + c] = s;
}

__global__ void add_groups(const float *scratch, float *out, int groups, int cols)
{
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c >= cols)
        return;
    float s = 0.0f;
    for (int g = 0; g < groups; g++)
        s += scratch[(size_t)g * cols + c];
    out[c] = s;
}

void sum_cols(const float *d_in, float *d_out, int rows, int cols, int block)
{
    if (cols == 0)
        return;
    int groups = (rows + 63) / 64;
    if (groups > 256)
        groups = 256;
    if (groups < 1)
        groups = 1;
    int rows_per_group = (rows + groups - 1) / groups;
    cudaStream_t stream = 0;
    float *scratch = nullptr;
    if (cudaMallocAsync((void **)&scratch, (size_t)groups * cols * sizeof(float), stream) != cudaSuccess)
        return;
    int blocks_x = (cols + block - 1) / block;
    col_groups<<<dim3(blocks_x, groups), block, 0, stream>>>(d_in, scratch, rows, cols, rows_per_group);
    add_groups<<<blocks_x, block, 0, stream>>>(scratch, d_out, groups, cols);
    cudaFreeAsync(scratch, stream);
}
