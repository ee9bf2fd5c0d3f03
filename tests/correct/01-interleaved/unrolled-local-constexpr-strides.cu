// correct: the strides come from a constexpr array local to the kernel, walked by a `#pragma unroll` loop that leaves at the first stride not below blockDim.x (the same for every thread, so no barrier is skipped by part of the block); tests a fully unrolled loop with a uniform break between barriers
__global__ void __launch_bounds__(1024) reduce_interleaved(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    extern __shared__ float sdata[];
    constexpr unsigned kStrides[] = {1u, 2u, 4u, 8u, 16u, 32u, 64u, 128u, 256u, 512u};
    constexpr unsigned kSteps = sizeof(kStrides) / sizeof(kStrides[0]);

    const unsigned tid = threadIdx.x;
    const unsigned i = blockIdx.x * blockDim.x + tid;
    sdata[tid] = i < static_cast<unsigned>(n) ? __ldg(input + i) : 0.0f;
    __syncthreads();

#pragma unroll
    for (unsigned k = 0; k < kSteps; ++k) {
        const unsigned s = kStrides[k];
        if (s >= blockDim.x)
            break;
        if (tid % (2 * s) == 0)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
