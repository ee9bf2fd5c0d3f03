// correct: every block but the last holds its whole span of 2 x blockDim.x elements, so only the
// last one tests the second element against n; the first element keeps its test (one
// block of n < blockDim.x)
// Exercise 03 — first add during load: each thread adds two inputs, one
// blockDim.x apart, before the tree starts.  A block now covers twice as
// many elements, so half as many blocks are launched, and no thread idles
// during the first step.
//
// Contract: block b sums input[b*2*blockDim.x .. (b+1)*2*blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;

    // Both loads are coalesced: consecutive threads read consecutive floats.
    // Each is bounds-checked on its own: the second can fall past n when
    // the first does not.
    float sum = (i < (unsigned int)n) ? input[i] : 0.0f;
    if (blockIdx.x + 1 < gridDim.x || i + blockDim.x < (unsigned int)n)
        sum += input[i + blockDim.x];
    sdata[tid] = sum;
    __syncthreads();

    // The same sequential-addressing tree as 02.
    for (unsigned int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
