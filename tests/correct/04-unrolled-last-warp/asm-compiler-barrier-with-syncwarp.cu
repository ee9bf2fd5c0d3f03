// correct: the last warp's steps are separated by __syncwarp() and, as pasted from pre-Volta code, an empty `asm volatile("" ::: "memory")` compiler barrier beside each: a statement with no instruction, which the emulator lets through (an asm with an instruction or operands is still refused); tests the empty asm statement in device code and plain shared memory under __syncwarp
__global__ void reduce_unrolled(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    const unsigned i = blockIdx.x * blockDim.x * 2 + tid;

    sdata[tid] = (i < (unsigned)n ? input[i] : 0.0f) + (i + blockDim.x < (unsigned)n ? input[i + blockDim.x] : 0.0f);
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    if (tid < 32) {
        for (unsigned off = 32; off > 0; off >>= 1) {
            const float v = sdata[tid] + sdata[tid + off];
            __syncwarp();
            asm volatile("" ::: "memory");
            sdata[tid] = v;
            __syncwarp();
            asm volatile("" ::: "memory");
        }
        if (tid == 0)
            partial[blockIdx.x] = sdata[0];
    }
}
