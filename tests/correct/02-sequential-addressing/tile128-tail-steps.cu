// correct: the block-wide steps (__syncthreads()) run while the stride is 128 or more; the last 128 values are then folded by the first four warps alone, a cg::thread_block_tile<128> (tiles of 64 to 512 threads: CUDA 12 on sm_80 and later) whose sync() after each step is a barrier of those four warps only, the other warps having returned; blocks under 128 threads keep __syncthreads() throughout; tests the emulator's tiles of whole warps
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + tid;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();
    unsigned int stride = blockDim.x / 2;
    for (; stride >= 128; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }
    if (blockDim.x >= 128) {
        cg::thread_block_tile<128> head = cg::tiled_partition<128>(cg::this_thread_block());
        if (head.meta_group_rank() != 0)
            return;
        for (; stride > 0; stride >>= 1) {
            if (tid < stride)
                sdata[tid] += sdata[tid + stride];
            head.sync();
        }
    } else {
        for (; stride > 0; stride >>= 1) {
            if (tid < stride)
                sdata[tid] += sdata[tid + stride];
            __syncthreads();
        }
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
