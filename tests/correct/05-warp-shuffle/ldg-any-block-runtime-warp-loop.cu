// correct: generated style: a __device__ __forceinline__ warpReduceSum with #pragma unroll, __ldg loads, warp count (blockDim.x + 31) / 32 computed at run time and a loop over the warp sums by thread 0 instead of a second shuffle level; any multiple of 32
#define WARP_SIZE 32
#define FULL_MASK 0xffffffffu

__device__ __forceinline__ float warpReduceSum(float val)
{
#pragma unroll
    for (int offset = WARP_SIZE / 2; offset > 0; offset >>= 1)
        val += __shfl_down_sync(FULL_MASK, val, offset);
    return val;
}

__global__ void reduce_shuffle(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    __shared__ float shared[32];
    const int tid = threadIdx.x;
    const int lane = tid & (WARP_SIZE - 1);
    const int wid = tid / WARP_SIZE;
    const int idx = blockIdx.x * blockDim.x * 2 + tid;

    float sum = 0.0f;
    if (idx < n) sum += __ldg(&input[idx]);
    if (idx + blockDim.x < n) sum += __ldg(&input[idx + blockDim.x]);

    sum = warpReduceSum(sum);
    if (lane == 0) shared[wid] = sum;
    __syncthreads();

    if (tid == 0) {
        const int numWarps = (blockDim.x + WARP_SIZE - 1) / WARP_SIZE;
        float total = 0.0f;
        for (int w = 0; w < numWarps; ++w)
            total += shared[w];
        partial[blockIdx.x] = total;
    }
}
