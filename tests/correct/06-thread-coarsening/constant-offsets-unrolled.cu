// correct: the eight loads per thread unrolled (#pragma unroll over a template factor),
// their offsets in blockDim.x units read from a __constant__ table, the block's sum by a
// __shfl_down_sync warp step and a second warp over the warp sums in static shared memory.
// Block b sums the 8 * blockDim.x elements from b * 8 * blockDim.x (thread t reads
// t, t + blockDim.x, ...: each load of a warp is 128 contiguous bytes).

constexpr int COARSE = 8;

__constant__ int c_step[COARSE] = {0, 1, 2, 3, 4, 5, 6, 7};

template <int FACTOR>
__device__ __forceinline__ float coarse_load(const float *__restrict__ in, unsigned base, unsigned n)
{
    float s = 0.0f;
#pragma unroll
    for (int k = 0; k < FACTOR; k++) {
        unsigned i = base + c_step[k] * blockDim.x;
        if (i < n)
            s += in[i];
    }
    return s;
}

__device__ __forceinline__ float warp_reduce(float v)
{
#pragma unroll
    for (int d = 16; d > 0; d >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, d);
    return v;
}

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    __shared__ float warp_sums[32];
    const unsigned tid = threadIdx.x;
    float s = coarse_load<COARSE>(input, blockIdx.x * COARSE * blockDim.x + tid, (unsigned)n);

    s = warp_reduce(s);
    if (tid % 32 == 0)
        warp_sums[tid / 32] = s;
    __syncthreads();
    if (tid < 32) {
        s = tid < blockDim.x / 32 ? warp_sums[tid] : 0.0f;
        s = warp_reduce(s);
        if (tid == 0)
            partial[blockIdx.x] = s;
    }
}
