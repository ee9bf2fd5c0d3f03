// expect: gpu=goal-not-met emu=goal-not-met  -- (a learning-goal test, graded by tests/kit/check-goal.sh: every sum right, 02's goal NOT MET)  02 that tells how its blocks are scheduled, not which case it is in: each block's thread 0 takes a ticket from a __device__ counter, and a block whose ticket is block 0's plus its own index (every block before it ran first, in order) takes the sequential tree; any other takes the interleaved one.  The emulator's first schedule runs blocks in order; its second (4 blocks at once, shuffled) runs the interleaved tree, and a goal case is measured in both (harness/run/run_shard.c), the goal met only where met in both (harness/feedback/goals.c).  A GPU runs blocks side by side on its SMs, out of order.
// mistake: the sequential tree only in blocks that start in index order; the interleaved (divergent) tree in any other
// 02 that takes the non-divergent tree only when its blocks run one after another.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].
#include <cstddef>

__device__ unsigned int tickets;      // one per block ever started
__device__ unsigned int first_ticket; // block 0's, set when block 0 starts

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    __shared__ bool in_order;

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    if (tid == 0) {
        unsigned int mine = atomicAdd(&tickets, 1u);
        if (blockIdx.x == 0)
            atomicExch(&first_ticket, mine);
        in_order = mine == atomicAdd(&first_ticket, 0u) + blockIdx.x;
    }
    __syncthreads();

    if (in_order) {
        // Sequential addressing: the first `stride` threads add.
        for (unsigned int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
            if (tid < stride)
                sdata[tid] += sdata[tid + stride];
            __syncthreads();
        }
    } else {
        // Interleaved addressing: threads at multiples of 2*stride add.
        for (unsigned int stride = 1; stride < blockDim.x; stride *= 2) {
            if (tid % (2 * stride) == 0)
                sdata[tid] += sdata[tid + stride];
            __syncthreads();
        }
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
