// correct: Harris's reduce #5 as updated for Volta: the loop stops at stride 32 and warp 0
// finishes on a volatile pointer, each step read into a register, then __syncwarp, then
// written, then __syncwarp; a block of 32 starts the unrolled part at offset 16, and only lanes below the offset add.
__device__ void warp_tail(volatile float *s, unsigned tid, unsigned first)
{
    for (unsigned off = first; off > 0; off >>= 1) {
        float v = s[tid];
        if (tid < off)
            v += s[tid + off];
        __syncwarp();
        s[tid] = v;
        __syncwarp();
    }
}

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;

    sdata[tid] = (i < (unsigned)n) ? input[i] : 0.0f;
    __syncthreads();

    for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    if (tid < 32)
        warp_tail(sdata, tid, blockDim.x >= 64 ? 32 : 16);

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
