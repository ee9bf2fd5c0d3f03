// expect: gpu=compile-error emu=compile-error args=--sizes=1000,--blocks=256 -- CUB 13 (CUDA 13's CCCL) has no cub::Sum, cub::Max or cub::Min: nvcc says namespace "cub" has no member "Sum", and the emulator's stand-ins leave them out for that reason (cuda::std::plus<>, cuda::maximum<>, cuda::minimum<> are CUB 13's operators)
// mistake: the warp sum through cub::Sum(), an operator CUB 12 had and CUB 13 dropped
#include <cub/cub.cuh>

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    using WarpReduce = cub::WarpReduce<float>;
    __shared__ typename WarpReduce::TempStorage temp[32];
    __shared__ float warp_sums[32];
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int warps = blockDim.x / 32;
    unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
    float v = 0.0f;
    if (i < (unsigned int)n)
        v += input[i];
    if (i + blockDim.x < (unsigned int)n)
        v += input[i + blockDim.x];
    float s = WarpReduce(temp[warp]).Reduce(v, cub::Sum());
    if (lane == 0)
        warp_sums[warp] = s;
    __syncthreads();
    if (warp == 0) {
        float w = warp_sums[lane < warps ? lane : 0];
        w = WarpReduce(temp[0]).Sum(w, warps);
        if (lane == 0)
            partial[blockIdx.x] = w;
    }
}
