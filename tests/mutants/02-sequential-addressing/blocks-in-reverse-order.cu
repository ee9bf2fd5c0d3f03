// expect: gpu=wrong-result emu=wrong-result args=--sizes=1000,--blocks=128 -- block b sums the slice of block gridDim.x-1-b and writes it to partial[b]: the partials' total is right, but each partial belongs to another block (the contract: partial[b] is block b's slice)
// mistake: blocks walk the input from the end, their partials in reverse order
__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int b = gridDim.x - 1 - blockIdx.x;
    unsigned int i = b * blockDim.x + tid;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
