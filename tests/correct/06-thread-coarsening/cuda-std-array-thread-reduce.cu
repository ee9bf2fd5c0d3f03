// correct: each thread's eight elements (strided by the block, so every load coalesces) land in a cuda::std::array<float, 8> and are folded by cub::ThreadReduce(items, cuda::std::plus<>{}) (CUB takes any fixed-size random-access range); the block sum by cub::WarpReduce per warp and a second WarpReduce over the warp sums in warp 0
#include <cub/cub.cuh>
#include <cuda/std/array>
#include <cuda/std/functional>

constexpr int ITEMS = 8;

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    using WarpReduce = cub::WarpReduce<float>;
    __shared__ typename WarpReduce::TempStorage temp[32];
    __shared__ float warp_sums[32];
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int base = blockIdx.x * blockDim.x * ITEMS + threadIdx.x;

    cuda::std::array<float, ITEMS> items{};
#pragma unroll
    for (int k = 0; k < ITEMS; k++) {
        const int i = base + k * blockDim.x;
        items[k] = i < n ? input[i] : 0.0f;
    }
    float sum = cub::ThreadReduce(items, cuda::std::plus<>{});

    sum = WarpReduce(temp[warp]).Sum(sum);
    if (lane == 0)
        warp_sums[warp] = sum;
    __syncthreads();
    if (warp == 0) {
        const int warps = blockDim.x / 32;
        float v = lane < warps ? warp_sums[lane] : 0.0f;
        v = WarpReduce(temp[0]).Sum(v);
        if (lane == 0)
            partial[blockIdx.x] = v;
    }
}
