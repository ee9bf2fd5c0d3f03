// expect: gpu=compile-error emu=compile-error args=--sizes=1000,--blocks=256 -- CUDA 13's libcu++ has no <cuda/std/algorithm> (its algorithms sit in internal headers): nvcc stops at the include, and so must the emulator, whose cuda::std is the host's std
// mistake: cuda::std::min taken from <cuda/std/algorithm>, a header CUDA 13 does not ship
#include <cuda/std/algorithm>
#include <cuda/std/functional>
#include <cuda/std/limits>

static_assert(cuda::std::numeric_limits<float>::is_iec559, "IEEE floats");

template <typename Op>
__device__ float warp_reduce(float v, Op op)
{
    for (unsigned d = 16; d > 0; d /= 2)
        v = op(v, __shfl_down_sync(0xffffffffu, v, d));
    return v;
}

__global__ void reduce_shuffle(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    __shared__ float warp_sums[32];
    cuda::std::plus<float> plus;
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    const int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;

    float v = 0.0f;
    if (i < n) v = input[i];
    if (i + (int)blockDim.x < n) v = plus(v, input[i + blockDim.x]);
    v = warp_reduce(v, plus);
    if (lane == 0)
        warp_sums[warp] = v;
    __syncthreads();

    const int warps = cuda::std::min<int>(32, (int)blockDim.x / 32);
    if (warp == 0) {
        float w = lane < warps ? warp_sums[lane] : 0.0f;
        w = warp_reduce(w, plus);
        if (lane == 0)
            partial[blockIdx.x] = w;
    }
}
