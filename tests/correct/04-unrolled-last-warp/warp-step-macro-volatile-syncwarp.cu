// correct: the last warp's six steps written out by a WARP_STEP(offset) macro, each step reading both values through a volatile pointer, __syncwarp(), writing, __syncwarp() (the Volta-safe form of Harris's warpReduce); int indices, __restrict__ const input. Must pass.

#define WARP_STEP(s, tid, offset)          \
    do {                                   \
        float v_ = s[tid] + s[tid + offset]; \
        __syncwarp();                      \
        s[tid] = v_;                       \
        __syncwarp();                      \
    } while (0)

__device__ __forceinline__ float last_warp(volatile float *s, int tid)
{
    WARP_STEP(s, tid, 32);
    WARP_STEP(s, tid, 16);
    WARP_STEP(s, tid, 8);
    WARP_STEP(s, tid, 4);
    WARP_STEP(s, tid, 2);
    WARP_STEP(s, tid, 1);
    return s[0];
}

__global__ void reduce_unrolled(const float *__restrict__ input,
                                float *__restrict__ partial, int n)
{
    extern __shared__ float s[];
    const int tid = threadIdx.x;
    const int i = blockIdx.x * blockDim.x * 2 + tid;

    float x = i < n ? input[i] : 0.0f;
    if (i + (int)blockDim.x < n)
        x += input[i + blockDim.x];
    s[tid] = x;
    __syncthreads();

    for (int stride = blockDim.x >> 1; stride > 32; stride >>= 1) {
        if (tid < stride)
            s[tid] += s[tid + stride];
        __syncthreads();
    }

    if (tid < 32) {
        const float total = last_warp(s, tid);
        if (tid == 0)
            partial[blockIdx.x] = total;
    }
}
