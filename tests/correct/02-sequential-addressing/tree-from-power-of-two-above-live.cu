// correct: the tree starts at half the power of two at or above the elements the block really
// holds (its live count, less than blockDim.x only in the last block): the slots between
// the live count and that power of two hold the 0 each thread past n stored, so fewer
// steps fold the same sum
// Exercise 02 — sequential addressing: the same tree as 01, but the active
// threads are always the first `stride` ones, so whole warps either work or
// sit out and the warps that work do not diverge.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    // Pad with the identity past the end, as in 01.
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();

    // Fold the upper half of the live range onto the lower half: stride
    // starts at half the block and halves each step.
    unsigned int left = (unsigned int)n - blockIdx.x * blockDim.x;
    unsigned int live = left < blockDim.x ? left : blockDim.x;
    unsigned int span = 1;
    while (span < live)
        span *= 2;
    for (unsigned int stride = span / 2;
         stride > 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        // The next step reads what this step wrote.
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
