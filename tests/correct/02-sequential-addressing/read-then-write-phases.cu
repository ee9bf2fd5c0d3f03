// correct: each step split into a read phase and a write phase with a barrier between
// them (the upper value read into a register by the first s threads, then stored by the same threads),
// so no slot is read and written in one interval; two barriers per step.
__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const int tid = threadIdx.x;
    const int idx = blockIdx.x * blockDim.x + tid;

    sdata[tid] = (idx < n) ? input[idx] : 0.0f;
    __syncthreads();

    for (int s = blockDim.x / 2; s > 0; s /= 2) {
        float upper = 0.0f;
        if (tid < s)
            upper = sdata[tid + s];
        __syncthreads();
        if (tid < s)
            sdata[tid] += upper;
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
