// correct: the coarse loop walks the block's 8*blockDim.x segment with a size_t index stepping by blockDim.x and stops at min(segment end, n); the block sum by __shfl_xor_sync butterflies (every lane holds its warp's sum) and warp 0 folding the per-warp sums the same way
#define COARSE 8
#define FULL 0xffffffffu

__device__ __forceinline__ float butterfly(float v)
{
    #pragma unroll
    for (int m = 16; m; m >>= 1) v += __shfl_xor_sync(FULL, v, m);
    return v;
}

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    __shared__ float ws[32];
    size_t seg = (size_t)blockIdx.x * blockDim.x * COARSE;
    size_t end = seg + (size_t)blockDim.x * COARSE;
    if (end > (size_t)n) end = (size_t)n;
    float acc = 0.0f;
    for (size_t i = seg + threadIdx.x; i < end; i += blockDim.x)
        acc += input[i];

    acc = butterfly(acc);
    unsigned lane = threadIdx.x & 31u, w = threadIdx.x >> 5;
    if (lane == 0) ws[w] = acc;
    __syncthreads();
    if (w == 0) {
        acc = lane < (blockDim.x >> 5) ? ws[lane] : 0.0f;
        acc = butterfly(acc);
        if (lane == 0) partial[blockIdx.x] = acc;
    }
}
