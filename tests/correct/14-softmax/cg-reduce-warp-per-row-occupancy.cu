// correct: a warp per row with cooperative groups: cg::reduce(warp, v, cg::greater<float>()) for the max and cg::plus<float>() for the sum, the online (running max, rescaled sum) pass, the grid from cudaOccupancyMaxActiveBlocksPerMultiprocessor times the SM count (a grid-stride loop over rows), cudaPeekAtLastError, cudaStreamSynchronize(0)
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cmath>
namespace cg = cooperative_groups;

__global__ void softmax_warp_rows(const float *in, float *out, int rows, int cols)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    const int first = blockIdx.x * warp.meta_group_size() + warp.meta_group_rank();
    const int step = gridDim.x * warp.meta_group_size();
    for (int r = first; r < rows; r += step) {
        const float *x = in + (size_t)r * cols;
        float m = -INFINITY, s = 0.0f;
        for (int c = warp.thread_rank(); c < cols; c += 32) {
            float v = x[c];
            if (v > m) { s = s * expf(m - v) + 1.0f; m = v; }
            else if (m != -INFINITY) s += expf(v - m);  // a masked -inf entry adds 0
        }
        const float row_max = cg::reduce(warp, m, cg::greater<float>());
        s = (m == -INFINITY) ? 0.0f : s * expf(m - row_max);
        const float row_sum = cg::reduce(warp, s, cg::plus<float>());
        for (int c = warp.thread_rank(); c < cols; c += 32)
            out[(size_t)r * cols + c] = expf(x[c] - row_max) / row_sum;
    }
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    int dev = 0, sms = 0, per_sm = 0;
    cudaGetDevice(&dev);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, softmax_warp_rows, block, 0);
    int warps = block / 32;
    long long need = (rows + warps - 1) / warps;
    long long fit = (long long)(per_sm > 0 ? per_sm : 1) * sms;
    int grid = (int)(need < fit ? need : fit);
    if (grid < 1) grid = 1;
    softmax_warp_rows<<<grid, block>>>(d_in, d_out, rows, cols);
    if (cudaPeekAtLastError() != cudaSuccess) return;
    cudaStreamSynchronize(0);
}
