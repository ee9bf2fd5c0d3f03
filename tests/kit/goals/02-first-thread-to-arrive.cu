// expect: gpu=goal-not-met emu=goal-not-met  -- (a learning-goal test, graded by tests/kit/check-goal.sh: every sum right, 02's goal NOT MET)  02 that keys its tree on the order of its threads, not of its blocks: after the load each thread takes a ticket from a shared counter, the one that draws the first records its index, and the block takes the sequential tree only where that was thread 0, the interleaved one otherwise.  The emulator's first schedule runs a block's threads in index order; its second shuffles them, and a goal case is measured in both schedules, the goal met only where met in both (the one-block public case included).
// mistake: the sequential tree only in a block whose thread 0 arrives first; the interleaved (divergent) tree in any other
// 02 that tells the schedule by the first of its threads to arrive.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    __shared__ unsigned int arrivals;
    __shared__ unsigned int first_thread;

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (tid == 0)
        arrivals = 0;
    __syncthreads();
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    if (atomicAdd(&arrivals, 1u) == 0)
        first_thread = tid;
    __syncthreads();

    if (first_thread == 0) {
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
