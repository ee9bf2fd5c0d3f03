// expect: gpu=cuda-error emu=cuda-error -- the float4 is taken at the thread's float index, input + start + k, not at float4 index k (input + start + 4 * k): for k not a multiple of 4 the address is not a multiple of 16, and a misaligned 16-byte load ends the kernel (were it aligned, the float4s would overlap and miss three quarters of the segment)
// mistake: reinterpret_cast<const float4 *>(input + start + k): the vector index used as a float offset
constexpr unsigned COARSE = 8;

__device__ __forceinline__ float add4(const float4 &q) { return (q.x + q.y) + (q.z + q.w); }

__global__ void __launch_bounds__(1024) reduce_coarsened(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    __shared__ float warp_sums[32];
    const size_t start = (size_t)blockIdx.x * COARSE * blockDim.x;
    const size_t len = (size_t)n > start ? ((size_t)n - start < COARSE * blockDim.x ? (size_t)n - start : COARSE * blockDim.x) : 0;
    const size_t whole = len / 4;

    float sum = 0.0f;
    for (size_t k = threadIdx.x; k < whole; k += blockDim.x)
        sum += add4(__ldg(reinterpret_cast<const float4 *>(input + start + k)));
    if (threadIdx.x < len % 4)
        sum += __ldg(input + start + whole * 4 + threadIdx.x);

    for (int m = 16; m > 0; m >>= 1)
        sum += __shfl_xor_sync(0xffffffffu, sum, m);
    if ((threadIdx.x & 31) == 0)
        warp_sums[threadIdx.x >> 5] = sum;
    __syncthreads();
    if (threadIdx.x < 32) {
        float w = threadIdx.x < blockDim.x / 32 ? warp_sums[threadIdx.x] : 0.0f;
        for (int m = 16; m > 0; m >>= 1)
            w += __shfl_xor_sync(0xffffffffu, w, m);
        if (threadIdx.x == 0)
            partial[blockIdx.x] = w;
    }
}
