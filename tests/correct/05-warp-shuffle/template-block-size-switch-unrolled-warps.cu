// correct: `template <int BLOCK_SIZE>` kernel body dispatched by a switch on blockDim.x (powers of two) with a runtime default for the other multiples of 32; constexpr warp count, #pragma unroll over the shuffle steps and over the warp sums that thread 0 adds, a static __shared__ array sized from the template
#define FULL 0xffffffffu

__device__ __forceinline__ float warp_reduce(float v)
{
#pragma unroll
    for (int d = 16; d >= 1; d >>= 1) v += __shfl_down_sync(FULL, v, d);
    return v;
}

template <int BLOCK_SIZE>
__device__ void reduce_fixed(const float *input, float *partial, int n)
{
    constexpr int WARPS = BLOCK_SIZE / 32;
    __shared__ float warp_sum[WARPS];
    const int tid = threadIdx.x;
    const int i = blockIdx.x * (BLOCK_SIZE * 2) + tid;
    float v = (i < n ? input[i] : 0.0f) + (i + BLOCK_SIZE < n ? input[i + BLOCK_SIZE] : 0.0f);
    v = warp_reduce(v);
    if ((tid & 31) == 0) warp_sum[tid >> 5] = v;
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
#pragma unroll
        for (int w = 0; w < WARPS; ++w) t += warp_sum[w];
        partial[blockIdx.x] = t;
    }
}

__device__ void reduce_runtime(const float *input, float *partial, int n)
{
    __shared__ float warp_sum[32];
    const int tid = threadIdx.x;
    const int i = blockIdx.x * (blockDim.x * 2) + tid;
    float v = (i < n ? input[i] : 0.0f) + (i + (int)blockDim.x < n ? input[i + blockDim.x] : 0.0f);
    v = warp_reduce(v);
    if ((tid & 31) == 0) warp_sum[tid >> 5] = v;
    __syncthreads();
    if (tid < 32) {
        v = tid < (int)(blockDim.x >> 5) ? warp_sum[tid] : 0.0f;
        v = warp_reduce(v);
        if (tid == 0) partial[blockIdx.x] = v;
    }
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    switch (blockDim.x) {
    case 1024: reduce_fixed<1024>(input, partial, n); break;
    case 512: reduce_fixed<512>(input, partial, n); break;
    case 256: reduce_fixed<256>(input, partial, n); break;
    case 128: reduce_fixed<128>(input, partial, n); break;
    case 64: reduce_fixed<64>(input, partial, n); break;
    case 32: reduce_fixed<32>(input, partial, n); break;
    default: reduce_runtime(input, partial, n); break;
    }
}
