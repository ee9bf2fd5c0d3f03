// correct: each thread keeps its best index as a cuda::std::optional<int> (<cuda/std/optional>): empty while it has seen no number (past the end, or NaN); the warps pass (value, index or -1) through shuffles, lower index on ties
#include <cuda/std/optional>

struct Best {
    float value;
    int index;  // -1: no number seen
};

__device__ Best better(Best a, Best b)
{
    if (b.index < 0)
        return a;
    if (a.index < 0)
        return b;
    if (b.value > a.value || (b.value == a.value && b.index < a.index))
        return b;
    return a;
}

__device__ Best warp_best(Best b)
{
    for (int d = 16; d > 0; d /= 2) {
        Best o;
        o.value = __shfl_down_sync(0xffffffffu, b.value, d);
        o.index = __shfl_down_sync(0xffffffffu, b.index, d);
        b = better(b, o);
    }
    return b;
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ Best warp_bests[32];
    cuda::std::optional<int> best;
    float best_value = 0.0f;
    const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    for (int k = 0; k < 2; k++) {
        const int i = base + k * blockDim.x;
        if (i >= n || isnan(input[i]))
            continue;
        if (!best || input[i] > best_value) {
            best = i;
            best_value = input[i];
        }
    }
    Best b = warp_best(Best{best_value, best.value_or(-1)});
    if (threadIdx.x % 32 == 0)
        warp_bests[threadIdx.x / 32] = b;
    __syncthreads();
    if (threadIdx.x < 32) {
        b = threadIdx.x < blockDim.x / 32 ? warp_bests[threadIdx.x] : Best{0.0f, -1};
        b = warp_best(b);
        if (threadIdx.x == 0) {
            partial_value[blockIdx.x] = b.index < 0 ? NAN : b.value;
            partial_index[blockIdx.x] = b.index;
        }
    }
}
