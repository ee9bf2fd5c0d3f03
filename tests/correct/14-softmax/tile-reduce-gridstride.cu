// correct: a grid capped at 2048 blocks strides over the rows; the row's max and sum come
// from cg::reduce over 32-thread tiles (cg::greater, cg::plus), the tiles' results meeting
// in the launch's dynamic shared memory (sized at launch, reused by every row after a
// barrier); the max starts from -INFINITY and grows by fmaxf.

#include <cmath>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

template <typename Op>
__device__ float block_all(cg::thread_block &block, cg::thread_block_tile<32> &tile, float *slots,
                           float v, float identity, Op op)
{
    v = cg::reduce(tile, v, op);
    if (tile.thread_rank() == 0)
        slots[tile.meta_group_rank()] = v;
    block.sync();
    float r = identity;
    for (unsigned k = 0; k < tile.meta_group_size(); k++)
        r = op(r, slots[k]);  // every thread reads every slot: no broadcast step needed
    block.sync();             // the slots are free again for the next reduction
    return r;
}

__global__ void softmax_kernel(const float *__restrict__ in, float *__restrict__ out, int rows, int cols)
{
    extern __shared__ float slots[];  // one per tile
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);

    for (int row = blockIdx.x; row < rows; row += gridDim.x) {
        const float *x = in + (size_t)row * cols;
        float *y = out + (size_t)row * cols;

        float m = -INFINITY;
        for (int c = threadIdx.x; c < cols; c += blockDim.x)
            m = fmaxf(m, x[c]);
        m = block_all(block, tile, slots, m, -INFINITY, cg::greater<float>());

        float s = 0.0f;
        for (int c = threadIdx.x; c < cols; c += blockDim.x)
            s += expf(x[c] - m);
        s = block_all(block, tile, slots, s, 0.0f, cg::plus<float>());

        for (int c = threadIdx.x; c < cols; c += blockDim.x)
            y[c] = expf(x[c] - m) / s;
    }
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    int grid = rows < 2048 ? rows : 2048;
    size_t shared = (block / 32) * sizeof(float);
    softmax_kernel<<<grid, block, shared>>>(d_in, d_out, rows, cols);
}
