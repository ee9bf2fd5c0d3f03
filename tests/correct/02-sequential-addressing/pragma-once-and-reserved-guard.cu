// correct: #pragma once above a whole-file include guard named _REDUCE_CU_, as an editor's header template writes both: the guard still wraps the whole file, so no build can choose code with it, and it is not refused as a test of which compiler builds the code
#pragma once
#ifndef _REDUCE_CU_
#define _REDUCE_CU_
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
    for (unsigned int stride = blockDim.x / 2 ;
         stride > 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        // The next step reads what this step wrote.
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
#endif // _REDUCE_CU_
