// expect: gpu=pass emu=pass -- i % (2 * stride) equals tid % (2 * stride): a block starts at a multiple of blockDim.x, a power of two at least 2 * stride
// correct: the tree's test on the global index i, not tid
// Exercise 01 — interleaved addressing: each block sums its slice of the
// input with a tree in shared memory whose stride doubles every step.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].
// The grader launches reduce_interleaved<<<grid, block, block*sizeof(float)>>>.

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
    for (unsigned int stride = 1; stride < blockDim.x; stride *= 2) {
        if (i % (2 * stride) == 0) {
            sdata[tid] += sdata[tid + stride];
        }
        // The next step reads what this step wrote.
        __syncthreads();
    }

    // Thread 0 owns the whole block's sum.
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
