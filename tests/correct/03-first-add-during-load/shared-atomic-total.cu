// correct: no tree at all: every thread adds its pair into one __shared__ float with
// atomicAdd, between a barrier after thread 0 zeroes it and a barrier before thread 0
// stores it (the order of the adds varies, within the float tolerance).
__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    __shared__ float blockTotal;
    const unsigned tid = threadIdx.x;
    const unsigned i = blockIdx.x * blockDim.x * 2 + tid;

    if (tid == 0)
        blockTotal = 0.0f;
    __syncthreads();

    float mine = 0.0f;
    if (i < (unsigned)n)
        mine += input[i];
    if (i + blockDim.x < (unsigned)n)
        mine += input[i + blockDim.x];
    atomicAdd(&blockTotal, mine);
    __syncthreads();

    if (tid == 0)
        partial[blockIdx.x] = blockTotal;
}
