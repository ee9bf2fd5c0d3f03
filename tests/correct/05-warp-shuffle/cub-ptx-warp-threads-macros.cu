// expect: gpu=pass emu=pass -- the warp width from CUB's CUB_PTX_WARP_THREADS and CUB_PTX_LOG_WARP_THREADS macros (the per-warp array sized with CUB_WARP_THREADS(0)), an `#if CUB_PTX_ARCH >= 700` branch for __syncwarp(), then the usual __shfl_down_sync tree: any multiple of 32
// mistake: none: CUB's architecture macros; a right kernel the emulator once called a compile error (CUB_PTX_WARP_THREADS undeclared)
#include <cub/cub.cuh>

constexpr unsigned FULL_MASK = 0xffffffffu;

__device__ float warp_sum(float v)
{
    for (int offset = CUB_PTX_WARP_THREADS / 2; offset > 0; offset /= 2)
        v += __shfl_down_sync(FULL_MASK, v, offset);
    return v;
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    __shared__ float warp_sums[CUB_WARP_THREADS(0)];
    const unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
    const int warp = threadIdx.x >> CUB_PTX_LOG_WARP_THREADS;
    const int lane = threadIdx.x & (CUB_PTX_WARP_THREADS - 1);
    float v = (i < (unsigned)n ? input[i] : 0.0f) +
              (i + blockDim.x < (unsigned)n ? input[i + blockDim.x] : 0.0f);
    v = warp_sum(v);
    if (lane == 0)
        warp_sums[warp] = v;
#if CUB_PTX_ARCH >= 700
    __syncwarp();
#endif
    __syncthreads();
    if (warp == 0) {
        v = lane < (int)(blockDim.x / CUB_PTX_WARP_THREADS) ? warp_sums[lane] : 0.0f;
        v = warp_sum(v);
        if (lane == 0)
            partial[blockIdx.x] = v;
    }
}
