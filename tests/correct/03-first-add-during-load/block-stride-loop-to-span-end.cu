// correct: the first add during the load as a block-stride loop over the block's span (k from start + tid, step blockDim.x, while below the smaller of start + 2 * blockDim.x and n: two trips at most), int indices throughout. Must pass.

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const int tid = threadIdx.x;
    const int start = blockIdx.x * 2 * blockDim.x;
    const int end = min(start + 2 * (int)blockDim.x, n);

    float sum = 0.0f;
    for (int k = start + tid; k < end; k += blockDim.x)
        sum += input[k];
    sdata[tid] = sum;
    __syncthreads();

    for (int s = blockDim.x / 2; s > 0; s /= 2) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
