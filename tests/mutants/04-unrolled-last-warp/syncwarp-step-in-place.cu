// expect: gpu=race|wrong-result|pass emu=race -- the last warp's step adds in place, sdata[tid] += sdata[tid + off], with __syncwarp() only after it: lane tid + off may write its slot while lane tid reads it in the same step (nothing orders the two since Volta's independent scheduling), a race the warp's lockstep usually hides
// mistake: the warp step as one read-modify-write and one __syncwarp(), without the register between read and write
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
            sdata[tid] += sdata[tid + off];
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
