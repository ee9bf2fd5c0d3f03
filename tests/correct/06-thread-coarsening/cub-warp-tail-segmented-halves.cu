// expect: gpu=pass emu=pass -- eight elements a thread, cub::WarpReduce<float>::TailSegmentedReduce with cuda::std::plus and a tail flag on lanes 15 and 31 (two segments a warp, each sum in its first lane: 0 and 16), the halves in shared memory, thread 0 adds them: any multiple of 32
// mistake: none: a tail-flagged segmented warp reduction; a right kernel the emulator once called a compile error (no TailSegmentedReduce)
#include <cub/cub.cuh>

constexpr int COARSE_FACTOR = 8;

__global__ void reduce_coarsened(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    using WarpReduce = cub::WarpReduce<float>;
    __shared__ typename WarpReduce::TempStorage temp[32];
    __shared__ float half_sums[64];
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int start = blockIdx.x * blockDim.x * COARSE_FACTOR + threadIdx.x;
    float sum = 0.0f;
    for (int k = 0; k < COARSE_FACTOR; ++k) {
        const int i = start + k * blockDim.x;
        if (i < n)
            sum += input[i];
    }
    const int tail = lane % 16 == 15;
    sum = WarpReduce(temp[warp]).TailSegmentedReduce(sum, tail, cuda::std::plus<float>{});
    if (lane % 16 == 0)
        half_sums[warp * 2 + lane / 16] = sum;
    __syncthreads();
    if (threadIdx.x == 0) {
        float total = 0.0f;
        for (int h = 0; h < (int)(blockDim.x / 32) * 2; ++h)
            total += half_sums[h];
        partial[blockIdx.x] = total;
    }
}
