// expect: gpu=over-read|out-of-bounds|wrong-result emu=over-read|out-of-bounds -- the segment is read as float4s only, their count rounded up so that no tail loop is needed: where n is not a multiple of 4, the last float4 of the last block reads up to 3 floats past the input's end
// mistake: (len + 3) / 4 float4 loads and no scalar tail
constexpr unsigned COARSE = 8;

__device__ __forceinline__ float add4(const float4 &q) { return (q.x + q.y) + (q.z + q.w); }

__global__ void __launch_bounds__(1024) reduce_coarsened(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    __shared__ float warp_sums[32];
    const size_t start = (size_t)blockIdx.x * COARSE * blockDim.x;
    const size_t len = (size_t)n > start ? ((size_t)n - start < COARSE * blockDim.x ? (size_t)n - start : COARSE * blockDim.x) : 0;
    const float4 *__restrict__ vec = reinterpret_cast<const float4 *>(input + start);
    const size_t whole = (len + 3) / 4;

    float sum = 0.0f;
    for (size_t k = threadIdx.x; k < whole; k += blockDim.x)
        sum += add4(__ldg(vec + k));

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
