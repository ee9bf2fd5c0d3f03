// expect: gpu=pass emu=pass -- a thread whose pair is whole adds both, one with only its first element adds that alone, others add nothing
// mistake: none (both loads under one test, the first alone in an else)
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
    float sum = 0.0f;
    if (i + blockDim.x < (unsigned int)n)
        sum = input[i] + input[i + blockDim.x];
    else if (i < (unsigned int)n)
        sum = input[i];
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
