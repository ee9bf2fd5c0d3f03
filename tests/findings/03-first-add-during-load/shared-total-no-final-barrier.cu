// expect: gpu=race|wrong-result emu=race -- the tree is replaced by one shared total every thread atomicAdds its pair into, but thread 0 stores the total right after its own atomicAdd, with no barrier: the adds of the other warps may not have happened yet
// mistake: a shared accumulator read by thread 0 with no __syncthreads() after the block's atomicAdds
// Exercise 03 — first add during load: each thread adds two inputs, one
// blockDim.x apart, before the tree starts.  A block now covers twice as
// many elements, so half as many blocks are launched, and no thread idles
// during the first step.
//
// Contract: block b sums input[b*2*blockDim.x .. (b+1)*2*blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    __shared__ float total;

    unsigned int tid = threadIdx.x;
    if (tid == 0)
        total = 0.0f;
    __syncthreads();
    unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;

    // Both loads are coalesced: consecutive threads read consecutive floats.
    // Each is bounds-checked on its own: the second can fall past n when
    // the first does not.
    float sum = (i < (unsigned int)n) ? input[i] : 0.0f;
    if (i + blockDim.x < (unsigned int)n)
        sum += input[i + blockDim.x];
    atomicAdd(&total, sum);

    if (tid == 0)
        partial[blockIdx.x] = total;
}
