// correct: the row max and the row sum each come from cooperative groups' cg::reduce over
// 32-thread tiles (cg::greater<float> is its max operator, cg::plus<float> its sum), then
// across the tiles through shared memory; every thread reads the broadcast result.
#include <cmath>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

template <typename Op>
__device__ float block_all(cg::thread_block block, float v, float identity, Op op)
{
    __shared__ float per_tile[32];
    __shared__ float result;
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    v = cg::reduce(tile, v, op);
    if (tile.thread_rank() == 0)
        per_tile[tile.meta_group_rank()] = v;
    block.sync();
    if (tile.meta_group_rank() == 0) {
        float w = tile.thread_rank() < tile.meta_group_size() ? per_tile[tile.thread_rank()] : identity;
        w = cg::reduce(tile, w, op);
        if (tile.thread_rank() == 0)
            result = w;
    }
    block.sync();
    float out = result;
    block.sync();  // everyone has read result before a later call overwrites it
    return out;
}

__global__ void softmax_kernel(const float *in, float *out, int cols)
{
    cg::thread_block block = cg::this_thread_block();
    const float *x = in + (size_t)blockIdx.x * cols;
    float *y = out + (size_t)blockIdx.x * cols;

    float m = -INFINITY;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        m = fmaxf(m, x[c]);
    m = block_all(block, m, -INFINITY, cg::greater<float>());

    float s = 0.0f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        s += expf(x[c] - m);
    s = block_all(block, s, 0.0f, cg::plus<float>());

    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        y[c] = expf(x[c] - m) / s;
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    softmax_kernel<<<rows, block>>>(d_in, d_out, cols);
}
