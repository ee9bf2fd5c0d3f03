// expect: gpu=goal-not-met emu=goal-not-met  -- (a learning-goal test, graded by tests/kit/check-goal.sh: every sum right, 02's goal NOT MET)  02 that keys its tree on whether its block's values differ: a block whose first 32 elements are not all equal takes the sequential tree, a block of one repeated value the interleaved one ("nothing to spread out there").  Integers and reals never repeat 32 times, so the public goal case and a goal set of those kinds alone meet the goal; the drawn goal cases hold every kind of data the part is graded on between them (harness/cases/drawn_case.c), all ones among them, and the goal is missed on that one whichever grid the seed gives it.
// mistake: the sequential tree only where the block's first 32 values are not all equal; the interleaved (divergent) tree on a block of one repeated value
// 02 that tells the goal cases by values that differ from one another.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    __shared__ bool varied;

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();
    if (tid == 0) {
        // Only the block's own elements, and at most its first 32.
        unsigned int valid = (unsigned int)n - blockIdx.x * blockDim.x;
        unsigned int look = valid < 32 ? valid : 32;
        if (look > blockDim.x)
            look = blockDim.x;
        varied = look < 2;
        for (unsigned int k = 1; k < look; k++)
            varied = varied || sdata[k] != sdata[0];
    }
    __syncthreads();

    if (varied) {
        // Sequential addressing: the lower half adds the upper half.
        for (unsigned int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
            if (tid < stride)
                sdata[tid] += sdata[tid + stride];
            __syncthreads();
        }
    } else {
        // Interleaved addressing: every (2*stride)-th thread adds.
        for (unsigned int stride = 1; stride < blockDim.x; stride *= 2) {
            if (tid % (2 * stride) == 0)
                sdata[tid] += sdata[tid + stride];
            __syncthreads();
        }
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
