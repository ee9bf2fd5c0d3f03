// expect: gpu=wrong-result emu=wrong-result args=--sizes=1000,--blocks=128 -- the second element is taken 256 slots after the first, not blockDim.x: right at block 256 only; at 128 a block adds its own first half and the next block's first half, never its own second half
// mistake: the second load's offset written for a block of 256
__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;

    float sum = (i < (unsigned int)n) ? input[i] : 0.0f;
    if (i + 256 < (unsigned int)n)
        sum += input[i + 256];
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
