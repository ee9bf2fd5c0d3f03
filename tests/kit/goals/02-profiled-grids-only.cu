// expect: gpu=goal-not-met emu=goal-not-met  -- (a learning-goal finding, graded by tests/kit/check-goal.sh: every sum right, 02's goal NOT MET)  02 that takes the sequential tree on every grid the goal is judged on (blocks of 1024 threads, at most 8 of them, n a whole number of blocks: the public case and the one drawn from the seed alike) and the interleaved tree everywhere else: warps diverge from the first step in every other graded case (blocks of 32 to 512 threads, ragged n), so the lesson is not learnt: the third goal case, whose block size and ragged length are drawn from the seed (harness/cases/drawn_case.c), takes the interleaved tree and misses the goal.
// mistake: the sequential tree only where the goal is measured; the interleaved (divergent) tree everywhere else
// 02 that takes the sequential tree only on the grid of the case it expects to
// be profiled (one block of 1024 threads) and the interleaved one everywhere
// else: every sum is right, yet warps diverge from the first step on every
// other grid, so 02's learning goal must not be met.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();

    if (blockDim.x == 1024 && gridDim.x <= 8 && (unsigned)n == gridDim.x * blockDim.x) {
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
