// expect: gpu=goal-not-met emu=goal-not-met  -- (a learning-goal test, graded by tests/kit/check-goal.sh: every sum right, 02's goal NOT MET)  02 that keys its tree on which block of the launch started first: the first block to start (the one whose thread 0 finds a __device__ arrival count at 0) records its index, and every block takes the sequential tree only where that was block 0, the interleaved one otherwise; the last block to finish resets the count for the next launch.  The emulator's first schedule always starts block 0 first; its second (4 blocks at once, in a shuffled order) mostly does not, and a goal case is measured in both schedules, the goal met only where met in both.
// mistake: the sequential tree only in a launch whose first block to start is block 0; the interleaved (divergent) tree in any other
// 02 that tells the blocks' order by the first of them to start.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

__device__ unsigned int started;   // blocks of this launch that have started
__device__ unsigned int finished;  // ... and that have finished
__device__ unsigned int leader;    // 1 + the index of the first to start (0: none yet)

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    __shared__ bool block_zero_led;

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    if (tid == 0) {
        if (atomicAdd(&started, 1u) == 0)
            atomicExch(&leader, blockIdx.x + 1);
        block_zero_led = atomicAdd(&leader, 0u) == 1;
    }
    __syncthreads();

    if (block_zero_led) {
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
        partial[blockIdx.x] = sdata[0];
        // The launch's last block readies the counts for the next launch.
        if (atomicAdd(&finished, 1u) == gridDim.x - 1) {
            atomicExch(&started, 0u);
            atomicExch(&leader, 0u);
            atomicExch(&finished, 0u);
        }
    }
}
