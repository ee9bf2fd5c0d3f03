// correct: generated style: __launch_bounds__(1024) (the contract's largest block), a `#pragma unroll` loop over the two items with __ldg, extern __shared__ declared with __align__(16), unsigned indices
constexpr int ITEMS = 2;

__global__ void __launch_bounds__(1024) reduce_first_add(const float *__restrict__ input,
                                                         float *__restrict__ partial, int n)
{
    extern __shared__ __align__(16) float smem[];
    const unsigned tid = threadIdx.x;
    const unsigned base = blockIdx.x * (blockDim.x * ITEMS) + tid;

    float sum = 0.0f;
#pragma unroll
    for (int k = 0; k < ITEMS; ++k) {
        const unsigned idx = base + k * blockDim.x;
        if (idx < (unsigned)n)
            sum += __ldg(&input[idx]);
    }
    smem[tid] = sum;
    __syncthreads();

    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            smem[tid] += smem[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = smem[0];
}
