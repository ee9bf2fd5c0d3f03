// expect: gpu=pass emu=pass -- eight elements a thread, cub::WarpReduce<float>::HeadSegmentedSum with a head flag on every eighth lane (four segments a warp, each sum in its first lane), the four quarter sums of every warp in shared memory, thread 0 adds them: any multiple of 32
// mistake: none: a segmented warp reduction used for quarters of a warp; a right kernel the emulator once called a compile error (no HeadSegmentedSum)
#include <cub/cub.cuh>

constexpr int COARSE_FACTOR = 8;

__global__ void reduce_coarsened(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    using WarpReduce = cub::WarpReduce<float>;
    __shared__ typename WarpReduce::TempStorage temp[32];
    __shared__ float quarter_sums[128];
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int start = blockIdx.x * blockDim.x * COARSE_FACTOR + threadIdx.x;
    float sum = 0.0f;
    for (int k = 0; k < COARSE_FACTOR; ++k) {
        const int i = start + k * blockDim.x;
        if (i < n)
            sum += input[i];
    }
    const bool head = lane % 8 == 0;
    sum = WarpReduce(temp[warp]).HeadSegmentedSum(sum, head);
    if (head)
        quarter_sums[warp * 4 + lane / 8] = sum;
    __syncthreads();
    if (threadIdx.x == 0) {
        float total = 0.0f;
        for (int q = 0; q < (int)(blockDim.x / 32) * 4; ++q)
            total += quarter_sums[q];
        partial[blockIdx.x] = total;
    }
}
