// correct: two reductions instead of one over pairs: the block's largest value first
// (xor-butterfly shuffles, then one warp over the warps' maxima), then the lowest index
// holding it, by atomicMin on a shared int among the threads whose element equals it.
#include <climits>
#include <cmath>

constexpr unsigned FULL_MASK = 0xffffffffu;

__device__ float warp_max(float v)
{
    for (int o = 16; o > 0; o >>= 1)
        v = fmaxf(v, __shfl_xor_sync(FULL_MASK, v, o));
    return v;
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ float warp_maxima[32];
    __shared__ float block_max;
    __shared__ int block_index;
    int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
    int warps = blockDim.x / 32;
    int i = blockIdx.x * (blockDim.x * 2) + tid;
    int j = i + (int)blockDim.x;
    bool has_a = i < n, has_b = j < n;
    float a = has_a ? input[i] : -INFINITY;
    float b = has_b ? input[j] : -INFINITY;

    float m = warp_max(fmaxf(a, b));
    if (lane == 0)
        warp_maxima[warp] = m;
    if (tid == 0)
        block_index = INT_MAX;
    __syncthreads();
    if (warp == 0) {
        float v = warp_max(lane < warps ? warp_maxima[lane] : -INFINITY);
        if (lane == 0)
            block_max = v;
    }
    __syncthreads();

    // -0.0 == +0.0 here, as in the contract: the first zero of either sign wins.
    float best = block_max;
    if (has_a && a == best)
        atomicMin(&block_index, i);  // a thread's first element has the lower index
    else if (has_b && b == best)
        atomicMin(&block_index, j);
    __syncthreads();
    if (tid == 0) {
        partial_index[blockIdx.x] = block_index;
        partial_value[blockIdx.x] = input[block_index];  // the element itself, sign of zero included
    }
}
