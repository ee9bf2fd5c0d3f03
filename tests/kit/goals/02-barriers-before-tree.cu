// 02 that runs lesson 01's interleaved tree after as many empty barriers as
// the tree has steps with 32 or more threads active: every sum is right,
// and every warp diverges from the tree's first step, so 02's learning goal
// must not be met.  The model once judged barrier intervals by their index,
// so the padding moved the divergent steps past the ones it looked at.
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

    for (unsigned int w = blockDim.x; w > 32; w >>= 1)
        __syncthreads();

    for (unsigned int stride = 1; stride < blockDim.x; stride *= 2) {
        if (tid % (2 * stride) == 0)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
