// correct: below stride 32 the last warp finishes alone on a volatile pointer; at each
// step the lanes that have nothing left to add return, and __syncwarp() (full mask)
// orders the rest: CUDA asks only the non-exited lanes named in the mask to reach it.
__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + tid;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid >= 32)
        return;
    volatile float *vs = sdata;
    for (unsigned int s = blockDim.x >= 64 ? 32 : 16; s > 0; s >>= 1) {
        if (tid >= s)
            return;
        float v = vs[tid] + vs[tid + s];
        __syncwarp();
        vs[tid] = v;
        __syncwarp();
    }
    if (tid == 0)
        partial[blockIdx.x] = vs[0];
}
