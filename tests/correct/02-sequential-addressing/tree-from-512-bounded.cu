// correct: the tree starts at a fixed stride of 512 (half the largest block) and tests the
// partner against blockDim.x, so smaller blocks skip the steps above their own half.
__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + tid;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();
    for (unsigned int s = 512; s > 0; s >>= 1) {
        if (tid < s && tid + s < blockDim.x)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
