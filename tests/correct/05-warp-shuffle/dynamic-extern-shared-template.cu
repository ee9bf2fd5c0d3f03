// correct: the per-warp sums live in the dynamic shared memory the launch passes (extern __shared__, blockDim.x floats, of which blockDim.x / 32 are used), and the warp sum is a template over the warp width written as five explicit shuffles; tests extern shared memory and an unrolled template helper.
#define FULL 0xffffffffu

template <int WIDTH>
__device__ float warp_reduce(float x)
{
    if (WIDTH > 16) x += __shfl_down_sync(FULL, x, 16);
    if (WIDTH > 8) x += __shfl_down_sync(FULL, x, 8);
    if (WIDTH > 4) x += __shfl_down_sync(FULL, x, 4);
    if (WIDTH > 2) x += __shfl_down_sync(FULL, x, 2);
    if (WIDTH > 1) x += __shfl_down_sync(FULL, x, 1);
    return x;
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    extern __shared__ float smem[];
    const int t = threadIdx.x;
    const int i = blockIdx.x * blockDim.x * 2 + t;
    float x = (i < n ? input[i] : 0.0f) + (i + (int)blockDim.x < n ? input[i + blockDim.x] : 0.0f);
    x = warp_reduce<32>(x);
    if ((t & 31) == 0)
        smem[t >> 5] = x;
    __syncthreads();
    if (t >= 32)
        return;
    x = (t < (int)(blockDim.x >> 5)) ? smem[t] : 0.0f;
    x = warp_reduce<32>(x);
    if (t == 0)
        partial[blockIdx.x] = x;
}
