// correct: the shared-memory tree stops at 64 values and the last warp finishes them in
// registers: each lane adds its two values, then five __shfl_down_sync steps.
// Block b sums the 2 * blockDim.x elements from b * 2 * blockDim.x.

constexpr unsigned FULL = 0xffffffffu;

__device__ __forceinline__ float warp_sum(float v)
{
#pragma unroll
    for (int delta = 16; delta >= 1; delta >>= 1)
        v += __shfl_down_sync(FULL, v, delta);
    return v;
}

__global__ void reduce_unrolled(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    extern __shared__ float sdata[];
    const int tid = threadIdx.x;
    const int base = blockIdx.x * blockDim.x * 2;

    float v = 0.0f;
    if (base + tid < n) v += input[base + tid];
    if (base + tid + (int)blockDim.x < n) v += input[base + tid + blockDim.x];
    sdata[tid] = v;
    __syncthreads();

    for (int s = blockDim.x / 2; s >= 64; s /= 2) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    if (tid < 32) {
        float x = sdata[tid] + sdata[tid + 32];
        x = warp_sum(x);
        if (tid == 0) partial[blockIdx.x] = x;
    }
}
