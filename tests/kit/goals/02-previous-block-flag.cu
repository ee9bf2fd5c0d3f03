// expect: gpu=goal-not-met emu=goal-not-met  -- (a learning-goal test, graded by tests/kit/check-goal.sh: every sum right, 02's goal NOT MET)  02 that keys its tree on a flag the previous block set: each block raises a __device__ flag of its own when it has finished, and block b takes the sequential tree only where block b-1's flag is already up when it starts (block 0 always), the interleaved one otherwise; the launch's last block lowers every flag.  The emulator's first schedule finishes each block before the next starts; its second (4 blocks at once, in a shuffled order) does not, and a goal case is measured in both schedules, the goal met only where met in both.
// mistake: the sequential tree only in a block whose predecessor has finished; the interleaved (divergent) tree in any other
// 02 that tells the blocks' order by a flag the block before it set.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

#define MAX_FLAGS 65536u

__device__ unsigned int finished[MAX_FLAGS];  // 1: that block of this launch is done
__device__ unsigned int done_count;           // blocks of this launch that are done

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    __shared__ bool after_previous;
    __shared__ bool last_block;

    unsigned int tid = threadIdx.x;
    unsigned int b = blockIdx.x;
    unsigned int i = b * blockDim.x + threadIdx.x;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    if (tid == 0)
        after_previous = b == 0 || b > MAX_FLAGS || atomicAdd(&finished[b - 1], 0u) != 0;
    __syncthreads();

    if (after_previous) {
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

    if (tid == 0) {
        partial[b] = sdata[0];
        if (b < MAX_FLAGS)
            atomicExch(&finished[b], 1u);
        last_block = atomicAdd(&done_count, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    // The launch's last block lowers every flag for the next launch.
    if (last_block) {
        for (unsigned int f = tid; f < gridDim.x && f < MAX_FLAGS; f += blockDim.x)
            atomicExch(&finished[f], 0u);
        if (tid == 0)
            atomicExch(&done_count, 0u);
    }
}
