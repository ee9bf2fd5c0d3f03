// correct: the last warp's steps done by a device lambda that reads both values into a register, __syncwarp(), writes, __syncwarp() (the pattern NVIDIA's Volta guide gives in place of volatile), called for 32, 16 ... 1 from a `#pragma unroll` loop over a constexpr array; tests a lambda with barriers inside and plain (non-volatile) shared memory in the warp tail
__global__ void reduce_unrolled(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    const unsigned i = blockIdx.x * blockDim.x * 2 + tid;

    float v = 0.0f;
    if (i < (unsigned)n) v = input[i];
    if (i + blockDim.x < (unsigned)n) v += input[i + blockDim.x];
    sdata[tid] = v;
    __syncthreads();

    for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    if (tid < 32) {
        auto step = [&](unsigned off) {
            float sum = sdata[tid] + sdata[tid + off];
            __syncwarp();
            sdata[tid] = sum;
            __syncwarp();
        };
        constexpr unsigned offs[] = {32u, 16u, 8u, 4u, 2u, 1u};
#pragma unroll
        for (unsigned k = 0; k < 6; ++k)
            step(offs[k]);
        if (tid == 0)
            partial[blockIdx.x] = sdata[0];
    }
}
