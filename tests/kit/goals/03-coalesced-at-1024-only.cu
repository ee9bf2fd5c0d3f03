// 03 whose loads are coalesced only where blockDim.x is 1024 (the block size
// of the public goal case and of the drawn count of whole blocks): at every
// other block size each thread loads two neighbouring elements, so a warp's
// load touches twice the sectors it uses.  Every sum is right, yet half the
// fetched bytes are wasted there, so 03's learning goal must not be met (the
// third goal case draws a block size of 64 to 512).
//
// Contract: block b sums input[b*2*blockDim.x .. b*2*blockDim.x + 2*blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int base = blockIdx.x * (blockDim.x * 2);
    // the neighbours' pair, or the coalesced halves
    unsigned int a = blockDim.x == 1024 ? base + tid : base + 2 * tid;
    unsigned int b = blockDim.x == 1024 ? a + blockDim.x : a + 1;

    float sum = (a < (unsigned int)n) ? input[a] : 0.0f;
    if (b < (unsigned int)n)
        sum += input[b];
    sdata[tid] = sum;
    __syncthreads();

    for (unsigned int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
