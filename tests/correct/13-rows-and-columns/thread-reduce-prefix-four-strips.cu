// correct: a row's block loads four strips a trip into float v[4] and folds them onto its running sum with cub::ThreadReduce(v, cuda::std::plus<>{}, sum) (CUB's form with a prefix), the row's tail one strip at a time, the block sum by cub::BlockReduce dispatched on the block size (a switch over the power-of-two sizes, a shuffle tree for the others); columns by one thread per column with the rows split in groups and atomicAdd into a zeroed output
#include <cub/cub.cuh>
#include <cstddef>

__device__ float row_share(const float *row, int cols)
{
    float sum = 0.0f;
    int c = threadIdx.x;
    const int step = blockDim.x;
    for (; c + 3 * step < cols; c += 4 * step) {
        float v[4] = {row[c], row[c + step], row[c + 2 * step], row[c + 3 * step]};
        sum = cub::ThreadReduce(v, cuda::std::plus<>{}, sum);
    }
    for (; c < cols; c += step)
        sum += row[c];
    return sum;
}

template <int B>
__global__ void rows_cub(const float *in, float *out, int cols)
{
    using BR = cub::BlockReduce<float, B>;
    __shared__ typename BR::TempStorage tmp;
    float s = row_share(in + (size_t)blockIdx.x * cols, cols);
    s = BR(tmp).Sum(s);
    if (threadIdx.x == 0)
        out[blockIdx.x] = s;
}

__global__ void rows_shuffle(const float *in, float *out, int cols)
{
    __shared__ float warp_sums[32];
    float s = row_share(in + (size_t)blockIdx.x * cols, cols);
    for (int o = 16; o > 0; o /= 2)
        s += __shfl_down_sync(0xffffffffu, s, o);
    if (threadIdx.x % 32 == 0)
        warp_sums[threadIdx.x / 32] = s;
    __syncthreads();
    if (threadIdx.x < 32) {
        s = threadIdx.x < blockDim.x / 32 ? warp_sums[threadIdx.x] : 0.0f;
        for (int o = 16; o > 0; o /= 2)
            s += __shfl_down_sync(0xffffffffu, s, o);
        if (threadIdx.x == 0)
            out[blockIdx.x] = s;
    }
}

void sum_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    switch (block) {
    case 32: rows_cub<32><<<rows, 32>>>(d_in, d_out, cols); break;
    case 64: rows_cub<64><<<rows, 64>>>(d_in, d_out, cols); break;
    case 128: rows_cub<128><<<rows, 128>>>(d_in, d_out, cols); break;
    case 256: rows_cub<256><<<rows, 256>>>(d_in, d_out, cols); break;
    case 512: rows_cub<512><<<rows, 512>>>(d_in, d_out, cols); break;
    case 1024: rows_cub<1024><<<rows, 1024>>>(d_in, d_out, cols); break;
    default: rows_shuffle<<<rows, block>>>(d_in, d_out, cols); break;
    }
}

__global__ void cols_groups(const float *in, float *out, int rows, int cols, int rows_per_group)
{
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c >= cols)
        return;
    long long r0 = (long long)blockIdx.y * rows_per_group;
    long long r1 = r0 + rows_per_group < rows ? r0 + rows_per_group : rows;
    float s = 0.0f;
    for (long long r = r0; r < r1; r++)
        s += in[(size_t)r * cols + c];
    atomicAdd(out + c, s);
}

void sum_cols(const float *d_in, float *d_out, int rows, int cols, int block)
{
    int groups = (rows + 255) / 256;
    if (groups > 65535)
        groups = 65535;
    if (groups < 1)
        groups = 1;
    int rows_per_group = (rows + groups - 1) / groups;
    cudaMemsetAsync(d_out, 0, (size_t)cols * sizeof(float));
    dim3 grid((cols + block - 1) / block, groups);
    cols_groups<<<grid, block>>>(d_in, d_out, rows, cols, rows_per_group);
}
