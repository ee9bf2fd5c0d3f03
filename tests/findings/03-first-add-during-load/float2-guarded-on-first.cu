// expect: gpu=over-read emu=over-read -- each thread reads its two elements as one float2 guarded only by the first being inside n; when n is odd the last pair's second float is input[n], past the end: the value is then dropped, but the read happens (the contract: elements at or past n are never read)
// mistake: a float2 load of adjacent elements guarded on the first element only, the second masked after the read
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
    unsigned int i = blockIdx.x * (blockDim.x * 2) + 2 * threadIdx.x;

    // Both loads are coalesced: consecutive threads read consecutive floats.
    // Each is bounds-checked on its own: the second can fall past n when
    // the first does not.
    float sum = 0.0f;
    if (i < (unsigned int)n) {
        float2 pair = reinterpret_cast<const float2 *>(input)[i / 2];
        sum = pair.x + (i + 1 < (unsigned int)n ? pair.y : 0.0f);
    }
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
