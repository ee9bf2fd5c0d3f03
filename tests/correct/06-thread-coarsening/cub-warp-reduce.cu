// expect: gpu=pass emu=pass -- cub::WarpReduce<float> per warp (TempStorage of each warp in __shared__, the sum valid in lane 0), warp sums in shared memory, a second cub::WarpReduce over them with Sum(value, valid_items): any multiple of 32, legal CUDA that 06's handout does not forbid
// mistake: none: a right kernel through CUB's warp primitive, graded alike by both backends
#include <cub/cub.cuh>

constexpr int COARSE_FACTOR = 8;
constexpr int MAX_WARPS = 32;

__global__ void reduce_coarsened(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    using WarpReduce = cub::WarpReduce<float>;
    __shared__ typename WarpReduce::TempStorage temp[MAX_WARPS];
    __shared__ float warp_sums[MAX_WARPS];
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int warps = blockDim.x / 32;

    const int start = blockIdx.x * blockDim.x * COARSE_FACTOR + threadIdx.x;
    float sum = 0.0f;
#pragma unroll
    for (int k = 0; k < COARSE_FACTOR; ++k) {
        const int i = start + k * blockDim.x;
        if (i < n) sum += __ldg(input + i);
    }
    sum = WarpReduce(temp[warp]).Sum(sum);
    if (lane == 0) warp_sums[warp] = sum;
    __syncthreads();
    if (warp == 0) {
        float v = lane < warps ? warp_sums[lane] : 0.0f;
        v = WarpReduce(temp[0]).Sum(v, warps);
        if (lane == 0) partial[blockIdx.x] = v;
    }
}
