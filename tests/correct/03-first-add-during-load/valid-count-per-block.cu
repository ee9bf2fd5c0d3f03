// correct: each block first works out how many of its 2 x blockDim.x elements exist
// (valid = min(2 x blockDim.x, n - first)), and a thread loads each of its two only where
// its offset inside the block is below that count.
__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;

    unsigned int first = blockIdx.x * (blockDim.x * 2);
    unsigned int left = (unsigned int)n - first;
    unsigned int valid = left < 2 * blockDim.x ? left : 2 * blockDim.x;
    float sum = tid < valid ? input[i] : 0.0f;
    if (tid + blockDim.x < valid)
        sum += input[i + blockDim.x];
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
