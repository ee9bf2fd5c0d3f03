// 02 that takes the sequential tree wherever blockDim.x is 1024, the block
// size of every grid the goal was judged on before (the public case and the
// drawn count of whole blocks), and the interleaved tree at every other
// block size: every sum is right, yet warps diverge from the first step at
// blocks of 32 to 512 threads, so 02's learning goal must not be met (the
// third goal case draws a block size of 64 to 512).
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

    if (blockDim.x == 1024) {
        for (unsigned int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
            if (tid < stride)
                sdata[tid] += sdata[tid + stride];
            __syncthreads();
        }
    } else {
        for (unsigned int stride = 1; stride < blockDim.x; stride *= 2) {
            if (tid % (2 * stride) == 0)
                sdata[tid] += sdata[tid + stride];
            __syncthreads();
        }
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
