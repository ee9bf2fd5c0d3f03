// expect: gpu=goal-not-met emu=goal-not-met  -- (a learning-goal finding, graded by tests/kit/check-goal.sh: every sum right, 02's goal NOT MET)  02 that takes the sequential tree on every grid the public matrix does not run, and the interleaved tree on every grid it does.  The goal cases drawn from the seed are, by construction, grids of their own (harness/cases/drawn_case.c: a count of whole 1024-thread blocks the matrix lacks, and a ragged length at block 256 or 512 stepped past the matrix's sizes), so the inverse of the old trick finds every one of them: whole 1024-thread blocks, up to 8, or at 256 and 512 threads a ragged length under 8 blocks that is none of the edge sizes (block + 1, 2 blocks ± 1, 1023, 1025, 4095, 4097).  Warps diverge from the first step on every case the matrix runs; the goal must also be judged on a case the kernel cannot tell from the matrix's.
// mistake: the sequential tree only on grids the public matrix does not run; the interleaved (divergent) tree on every grid it does
// 02 that guesses the profiled cases from the grid alone: the drawn ones are
// never the matrix's own sizes, and the matrix's sizes are public.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

// A size the matrix runs at this block (its edges and its larger sizes)?
__device__ bool matrix_size(unsigned n, unsigned block)
{
    return n == block + 1 || n == 2 * block + 1 || n == 2 * block - 1 || n == 1023 ||
           n == 1025 || n == 4095 || n == 4097;
}

// A grid only the seed could have drawn?
__device__ bool drawn_grid(unsigned n, unsigned block, unsigned grid)
{
    if (block == 1024)
        return grid <= 8 && n == grid * block;
    if (block != 256 && block != 512)
        return false;
    return n > block && n < 8 * block && n % block != 0 && !matrix_size(n, block);
}

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();

    if (drawn_grid((unsigned)n, blockDim.x, gridDim.x)) {
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
