// expect: gpu=wrong-result emu=wrong-result args=--sizes=1000,--blocks=128 -- every element is added exactly once (the first gridDim.x * blockDim.x in the first loads, the rest a whole grid further on), so the partials' total is right, but block b's partial is not the sum of its slice [2b * blockDim.x, 2(b+1) * blockDim.x), which the contract asks for
// mistake: the second element taken a grid further on, not a block
__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    float sum = (i < (unsigned int)n) ? input[i] : 0.0f;
    if (i + gridDim.x * blockDim.x < (unsigned int)n)
        sum += input[i + gridDim.x * blockDim.x];
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
