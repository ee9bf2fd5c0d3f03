// expect: gpu=goal-not-met emu=goal-not-met  -- (a learning-goal finding, graded by tests/kit/check-goal.sh: every sum right, 05's goal should be NOT MET)  05 with no shuffle at all: lesson 03's first add during the load, then lesson 02's sequential tree in shared memory (from the next power of two, so a block of 96 sums right).  Every sum is right; the tree's accesses are consecutive words, so it makes no bank conflict, and 05's one goal ("no shared-memory bank conflicts") is met by the kernel of two lessons before, which reduces nothing in registers.
// mistake: the block reduced by a shared-memory tree, not by warp shuffles (the lesson of 05)
// 05 graded with the sequential tree of 02 and 03.
//
// Contract: block b sums input[b*2*blockDim.x .. b*2*blockDim.x + 2*blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockDim.x * 2) + tid;

    float sum = (i < (unsigned int)n) ? input[i] : 0.0f;
    if (i + blockDim.x < (unsigned int)n)
        sum += input[i + blockDim.x];
    sdata[tid] = sum;
    __syncthreads();

    unsigned int top = 1;
    while (top < blockDim.x)
        top *= 2;
    for (unsigned int stride = top / 2; stride > 0; stride >>= 1) {
        if (tid < stride && tid + stride < blockDim.x)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
