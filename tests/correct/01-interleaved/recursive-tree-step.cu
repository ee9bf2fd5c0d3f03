// correct: the tree as a recursive __device__ function, one step and one __syncthreads() a
// call, made by every thread of the block with the same strides.
// Exercise 01 — interleaved addressing: each block sums its slice of the
// input with a tree in shared memory whose stride doubles every step.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].
// The grader launches reduce_interleaved<<<grid, block, block*sizeof(float)>>>.

// One step of the tree, then the rest of the tree: every thread of the block
// makes the same calls, so every one reaches each __syncthreads().
__device__ void tree_from(float *sdata, unsigned int tid, unsigned int stride)
{
    if (stride >= blockDim.x)
        return;
    if (tid % (2 * stride) == 0)
        sdata[tid] += sdata[tid + stride];
    __syncthreads();
    tree_from(sdata, tid, 2 * stride);
}

__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    // Load one element per thread.  Threads past the end load the identity
    // (0), so the tree below never has to check bounds again.
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    // Every element must be in shared memory before anyone reads a neighbour.
    __syncthreads();

    // Step s: thread tid owns sdata[tid] and adds the partial sum that sits
    // `stride` slots to its right.  Only threads at multiples of 2*stride
    // own a partial at this step; the others are done.
    tree_from(sdata, tid, 1);

    // Thread 0 owns the whole block's sum.
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
