// expect: gpu=pass emu=pass -- two elements a thread, cub::WarpReduce<float>::Sum per warp (the sum in lane 0), the warp sums through shared memory, then warp 0's cub::WarpReduce<float>::Sum(v, warps) over the first `warps` lanes only (the lanes past them hold a stale value that must not count)
// mistake: none: the shuffles done by CUB's warp primitive, valid_items for the partial second level
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
