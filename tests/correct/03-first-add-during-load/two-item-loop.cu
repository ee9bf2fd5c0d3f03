// correct: the two loads written as a loop over the thread's items (k = 0, 1, each
// blockDim.x apart from the block's start), with an int index, one bound check per item
// and #pragma unroll; the 02 tree follows.
#define ITEMS 2
__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const int tid = threadIdx.x;
    const int blockStart = blockIdx.x * blockDim.x * ITEMS;

    float sum = 0.0f;
#pragma unroll
    for (int k = 0; k < ITEMS; ++k) {
        int idx = blockStart + k * blockDim.x + tid;
        if (idx < n)
            sum += input[idx];
    }
    sdata[tid] = sum;
    __syncthreads();

    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
