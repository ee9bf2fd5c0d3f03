// correct: the warp sum uses __shfl_sync with source lane (lane + offset) % 32, a rotation instead of __shfl_down_sync, so every lane ends with the whole warp's sum (offsets 16..1 over a rotation add each lane exactly once); tests __shfl_sync with a computed source lane.
constexpr unsigned FULL_MASK = 0xffffffffu;

__device__ __forceinline__ float warp_allsum(float v)
{
    int lane = threadIdx.x % 32;
#pragma unroll
    for (int offset = 16; offset >= 1; offset /= 2)
        v += __shfl_sync(FULL_MASK, v, (lane + offset) % 32);
    return v;
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    __shared__ float warp_sums[32];
    int tid = threadIdx.x;
    int start = blockIdx.x * blockDim.x * 2;

    float s = 0.0f;
    for (int k = 0; k < 2; k++) {
        int idx = start + k * blockDim.x + tid;
        if (idx < n)
            s += input[idx];
    }
    s = warp_allsum(s);
    if (tid % 32 == 0)
        warp_sums[tid / 32] = s;
    __syncthreads();
    if (tid < 32) {
        s = tid < blockDim.x / 32 ? warp_sums[tid] : 0.0f;
        s = warp_allsum(s);
        if (tid == 0)
            partial[blockIdx.x] = s;
    }
}
