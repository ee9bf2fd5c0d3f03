// correct: the matrix seen through libcu++'s <cuda/std/mdspan>: rows as a row-major (layout_right) rows x cols view read m(r, c), one block per row with a shuffle tree; columns as the same memory seen column-major (layout_left) with extents cols x rows, so t(c, r) is element (r, c), one thread per column walking a strip of rows and adding it into the zeroed output
#include <cuda/std/mdspan>

using matrix = cuda::std::mdspan<const float, cuda::std::dextents<size_t, 2>>;
using transposed = cuda::std::mdspan<const float, cuda::std::dextents<size_t, 2>, cuda::std::layout_left>;

__global__ void rows_kernel(matrix m, float *out)
{
    __shared__ float sums[32];
    const size_t r = blockIdx.x;
    float v = 0.0f;
    for (size_t c = threadIdx.x; c < m.extent(1); c += blockDim.x)
        v += m(r, c);
    for (int d = 16; d > 0; d /= 2)
        v += __shfl_down_sync(0xffffffffu, v, d);
    if (threadIdx.x % 32 == 0)
        sums[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float total = 0.0f;
        for (int w = 0; w < (int)blockDim.x / 32; w++)
            total += sums[w];
        out[r] = total;
    }
}

__global__ void cols_kernel(transposed t, float *out, int rows_per_block)
{
    const size_t c = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (c >= t.extent(0))
        return;
    const size_t r0 = (size_t)blockIdx.y * rows_per_block;
    const size_t r1 = r0 + rows_per_block < t.extent(1) ? r0 + rows_per_block : t.extent(1);
    float v = 0.0f;
    for (size_t r = r0; r < r1; r++)
        v += t(c, r);
    atomicAdd(&out[c], v);
}

void sum_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    if (rows > 0)
        rows_kernel<<<rows, block>>>(matrix(d_in, (size_t)rows, (size_t)cols), d_out);
}

void sum_cols(const float *d_in, float *d_out, int rows, int cols, int block)
{
    if (cols <= 0)
        return;
    cudaMemset(d_out, 0, cols * sizeof(float));
    if (rows <= 0)
        return;
    int rows_per_block = 256;
    if ((rows + rows_per_block - 1) / rows_per_block > 65535)
        rows_per_block = (rows + 65534) / 65535;
    dim3 grid((cols + block - 1) / block, (rows + rows_per_block - 1) / rows_per_block);
    cols_kernel<<<grid, block>>>(transposed(d_in, (size_t)cols, (size_t)rows), d_out, rows_per_block);
}
