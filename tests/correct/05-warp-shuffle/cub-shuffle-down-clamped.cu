// expect: gpu=pass emu=pass -- the warp tree written with cub::ShuffleDown<32>(v, offset, 31, mask) (a lane past lane 31 keeps its own value, lane 0 still ends with the sum), cub::ShuffleIndex<32> to hand lane 0's sum to the warp, warp 0 folds the per-warp sums: any multiple of 32
// mistake: none: CUB's shuffle helpers in place of __shfl_down_sync; a right kernel the emulator once could not build (no cub::ShuffleDown)
#include <cub/cub.cuh>

constexpr unsigned FULL_MASK = 0xffffffffu;

__device__ float warp_sum(float v)
{
    for (int offset = 16; offset > 0; offset /= 2)
        v += cub::ShuffleDown<32>(v, offset, 31, FULL_MASK);
    return cub::ShuffleIndex<32>(v, 0, FULL_MASK);
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    __shared__ float warp_sums[32];
    const unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    float v = (i < (unsigned)n ? input[i] : 0.0f) +
              (i + blockDim.x < (unsigned)n ? input[i + blockDim.x] : 0.0f);
    v = warp_sum(v);
    if (lane == 0)
        warp_sums[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = lane < (int)(blockDim.x / 32) ? warp_sums[lane] : 0.0f;
        v = warp_sum(v);
        if (lane == 0)
            partial[blockIdx.x] = v;
    }
}
