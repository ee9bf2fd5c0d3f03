// 02 that runs 700 distinct basic blocks (tests no thread passes, each
// guarding a store) before lesson 01's interleaved tree: every sum is right
// and every warp diverges from the tree's first step, so 02's learning goal
// must not be met.  The model numbers at most 511 basic blocks a process;
// the tree's, past them, were not seen, no warp diverged in its figures, and
// the goal was met.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

#define IF1(k) if (z == -(k) - 1) partial[k] = 1.0f;
#define IF10(k) IF1(k) IF1(k + 1) IF1(k + 2) IF1(k + 3) IF1(k + 4) \
                IF1(k + 5) IF1(k + 6) IF1(k + 7) IF1(k + 8) IF1(k + 9)
#define IF100(k) IF10(k) IF10(k + 10) IF10(k + 20) IF10(k + 30) IF10(k + 40) \
                 IF10(k + 50) IF10(k + 60) IF10(k + 70) IF10(k + 80) IF10(k + 90)

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    volatile int z = n;  // never negative: no store below runs
    IF100(0) IF100(100) IF100(200) IF100(300) IF100(400) IF100(500) IF100(600)

    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();

    for (unsigned int stride = 1; stride < blockDim.x; stride *= 2) {
        if (tid % (2 * stride) == 0)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
