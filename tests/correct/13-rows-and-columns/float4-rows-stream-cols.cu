// correct: rows by one warp each (cg::thread_block_tile<32>, cg::reduce with cg::plus),
// each row read as float4s between a scalar head that reaches a 16-byte boundary and a
// scalar tail; columns by one thread each over a grid-stride loop of size_t indices, on a
// stream the function creates, synchronizes and destroys.

#include <cstdint>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void rows_kernel(const float *__restrict__ m, float *__restrict__ out, int rows, int cols)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    const size_t row = (size_t)blockIdx.x * warp.meta_group_size() + warp.meta_group_rank();
    if (row >= (size_t)rows)
        return;  // the whole warp leaves together

    const float *p = m + row * (size_t)cols;
    const unsigned lane = warp.thread_rank();
    // elements before the first 16-byte boundary of the row (at most 3, at most cols)
    int head = (int)((16 - (reinterpret_cast<uintptr_t>(p) & 15)) & 15) / 4;
    if (head > cols) head = cols;
    const int quads = (cols - head) / 4;
    const float4 *q = reinterpret_cast<const float4 *>(p + head);

    float s = 0.0f;
    if ((int)lane < head) s += p[lane];
    for (int k = lane; k < quads; k += 32) {
        float4 v = q[k];
        s += (v.x + v.y) + (v.z + v.w);
    }
    for (int c = head + 4 * quads + lane; c < cols; c += 32)
        s += p[c];

    s = cg::reduce(warp, s, cg::plus<float>());
    if (lane == 0)
        out[row] = s;
}

__global__ void cols_kernel(const float *__restrict__ m, float *__restrict__ out, int rows, int cols)
{
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t c = (size_t)blockIdx.x * blockDim.x + threadIdx.x; c < (size_t)cols; c += stride) {
        float s = 0.0f;
        const float *p = m + c;
#pragma unroll 4
        for (int r = 0; r < rows; r++)
            s += p[(size_t)r * cols];
        out[c] = s;
    }
}

void sum_rows(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    const int warps = block / 32;
    const int grid = (rows + warps - 1) / warps;
    rows_kernel<<<grid, block>>>(d_matrix, d_out, rows, cols);
}

void sum_cols(const float *d_matrix, float *d_out, int rows, int cols, int block)
{
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    int grid = (cols + block - 1) / block;
    if (grid > 4096) grid = 4096;  // the loop covers the rest
    cols_kernel<<<grid, block, 0, s>>>(d_matrix, d_out, rows, cols);
    cudaStreamSynchronize(s);
    cudaStreamDestroy(s);
}
