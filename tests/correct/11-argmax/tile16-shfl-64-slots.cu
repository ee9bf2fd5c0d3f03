// correct: the block cut into half-warp tiles (cg::thread_block_tile<16>), each tile's best by tile.shfl_down of the value and the index (offsets 8..1), 64 shared slots (1024 / 16) for the tiles' winners, then every thread of warp 0 takes the better of two slots and the warp finishes with __shfl_down_sync
#include <cooperative_groups.h>
#include <climits>
#include <cmath>
namespace cg = cooperative_groups;

__device__ void keep_better(float &v, int &i, float w, int j)
{
    if (w > v || (w == v && j < i)) {
        v = w;
        i = j;
    }
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ float slot_v[64];
    __shared__ int slot_i[64];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<16> half = cg::tiled_partition<16>(block);
    int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    float v = -INFINITY;
    int idx = INT_MAX;
    if (base < n)
        keep_better(v, idx, input[base], base);
    if (base + (int)blockDim.x < n)
        keep_better(v, idx, input[base + blockDim.x], base + blockDim.x);
    for (int off = 8; off > 0; off /= 2) {
        float w = half.shfl_down(v, off);
        int j = half.shfl_down(idx, off);
        keep_better(v, idx, w, j);
    }
    if (half.thread_rank() == 0) {
        slot_v[half.meta_group_rank()] = v;
        slot_i[half.meta_group_rank()] = idx;
    }
    block.sync();
    if (threadIdx.x < 32) {
        int tiles = (int)half.meta_group_size();
        v = -INFINITY;
        idx = INT_MAX;
        for (int s = threadIdx.x; s < tiles; s += 32)
            keep_better(v, idx, slot_v[s], slot_i[s]);
        for (int off = 16; off > 0; off /= 2) {
            float w = __shfl_down_sync(0xffffffffu, v, off);
            int j = __shfl_down_sync(0xffffffffu, idx, off);
            keep_better(v, idx, w, j);
        }
        if (threadIdx.x == 0) {
            partial_value[blockIdx.x] = v;
            partial_index[blockIdx.x] = idx;
        }
    }
}
