// correct: streaming loads and store (__ldcs, __stcs), __launch_bounds__(1024), __restrict__ on both pointers, unsigned indices and a `#pragma unroll 1` tree; tests the cache-hint intrinsics and an unsigned stride that ends at 0
__global__ void __launch_bounds__(1024) reduce_sequential(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    const unsigned i = blockIdx.x * blockDim.x + tid;

    sdata[tid] = i < static_cast<unsigned>(n) ? __ldcs(&input[i]) : 0.0f;
    __syncthreads();

#pragma unroll 1
    for (unsigned s = blockDim.x >> 1; s > 0u; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
        }
    if (tid == 0u)
        __stcs(&partial[blockIdx.x], sdata[0]);
}
