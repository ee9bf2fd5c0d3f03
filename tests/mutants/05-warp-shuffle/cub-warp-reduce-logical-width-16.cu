// expect: gpu=wrong-result emu=wrong-result args=--sizes=1000,--blocks=256 -- cub::WarpReduce<float, 16>: two logical warps of 16 lanes in each warp, so lane 0 holds the sum of lanes 0 to 15 only; lane 16's half is never added
// mistake: the logical warp width 16 where the warp is 32 lanes
#include <cub/cub.cuh>

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    using WarpReduce = cub::WarpReduce<float, 16>;
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
    float s = WarpReduce(temp[warp]).Sum(v);
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
