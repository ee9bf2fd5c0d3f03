// A kernel right on every call but the sixth of its process: its verdict
// depends on which cases ran before each other in one process, so it tells
// whether that is the same on every machine (workers-same-verdict.sh).
// Block 0's thread 0 counts the calls in a device variable, which lives as
// long as the process (a GPU's, or an emulator's worker's).

__device__ unsigned int calls_so_far;

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();
    for (unsigned int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }
    if (tid == 0) {
        float sum = sdata[0];
        // Only block 0 counts, once a call: the sixth call's block 0 is off by one.
        if (blockIdx.x == 0 && ++calls_so_far == 6)
            sum += 1.0f;
        partial[blockIdx.x] = sum;
    }
}
