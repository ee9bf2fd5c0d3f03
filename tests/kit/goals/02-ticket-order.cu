// expect: gpu=goal-not-met emu=goal-not-met  -- (a learning-goal test, graded by tests/kit/check-goal.sh: every sum right, 02's goal NOT MET)  02 that keys its tree on an atomic ticket's order: each block's thread 0 draws a ticket from a __device__ counter that the launch's last block resets, and a block takes the sequential tree only where its ticket equals its own index (it started in index order), the interleaved one otherwise.  The emulator's first schedule hands every block its own index; its second (4 blocks at once, in a shuffled order) does not, and a goal case is measured in both schedules, the goal met only where met in both.
// mistake: the sequential tree only in a block whose ticket equals its index; the interleaved (divergent) tree in any other
// 02 that tells the blocks' order by a ticket per launch.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

__device__ unsigned int next_ticket;  // tickets drawn in this launch
__device__ unsigned int done;         // blocks of this launch that have finished

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    __shared__ bool my_turn;

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    if (tid == 0)
        my_turn = atomicAdd(&next_ticket, 1u) == blockIdx.x;
    __syncthreads();

    if (my_turn) {
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
        // The launch's last block starts the tickets again for the next one.
        if (atomicAdd(&done, 1u) == gridDim.x - 1) {
            atomicExch(&next_ticket, 0u);
            atomicExch(&done, 0u);
        }
    }
}
