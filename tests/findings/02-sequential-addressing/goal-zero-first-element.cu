// expect: gpu=goal-not-met emu=goal-not-met  -- (a learning-goal finding, graded by tests/kit/check-goal.sh: every sum right, 02's goal NOT MET)  02 that keys its tree on one value: a block whose first element is exactly zero takes the interleaved (divergent) tree, any other the sequential one.  No kind of data starts its blocks with zeros on purpose, but the integers in [-8, 8] start one block in 17 with a 0, so about one graded block of integers in 17 diverges; the goal cases catch it only where one of their blocks of integers starts with 0 (the public case's data under the public seed do not).
// mistake: the interleaved (divergent) tree in a block whose first element is 0; the sequential tree in any other
// 02 that tells the blocks apart by their first value.
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
    // Every thread reads the same slot: the whole block takes one tree.
    bool zero_first = sdata[0] == 0.0f;
    __syncthreads();

    if (!zero_first) {
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
