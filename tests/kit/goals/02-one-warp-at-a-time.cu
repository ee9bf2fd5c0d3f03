// 02 that runs lesson 01's interleaved tree one warp at a time: each step
// is taken by warp 0, then (after a barrier) warp 1, and so on, so no more
// than one warp diverges between two barriers.  Every sum is right, yet every
// warp diverges in every step, 192 (warp, interval) pairs a block at 1024
// threads where a sequential tree makes 6, so 02's learning goal must not be
// met.  The model once looked for a step in which two or more warps diverge.
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

    for (unsigned int stride = 1; stride < blockDim.x; stride *= 2) {
        for (unsigned int w = 0; w < (blockDim.x + 31) / 32; w++) {
            if (tid / 32 == w && tid % (2 * stride) == 0)
                sdata[tid] += sdata[tid + stride];
            __syncthreads();
        }
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
