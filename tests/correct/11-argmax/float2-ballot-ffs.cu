// correct: thread t of a block reads elements 2t and 2t+1 of its segment as one float2, so
// lane order is index order; a warp's maximum comes from a __shfl_xor_sync butterfly and its
// lowest index from the first lane holding it (__ballot_sync, __ffs, __shfl_sync).
// Block b covers the 2 * blockDim.x elements from b * 2 * blockDim.x; ties go to the
// lowest index.

#include <cmath>
#include <climits>

#define ALL_LANES 0xffffffffu

// The warp's largest value and its lowest index: since lane order is index order, the
// first lane that holds the maximum holds its lowest index.
__device__ void warp_argmax(float &value, int &index)
{
    float top = value;
    for (int m = 16; m >= 1; m /= 2)
        top = fmaxf(top, __shfl_xor_sync(ALL_LANES, top, m));
    unsigned holders = __ballot_sync(ALL_LANES, value == top);
    int first = __ffs(holders) - 1;
    value = top;
    index = __shfl_sync(ALL_LANES, index, first);
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ float warp_value[32];
    __shared__ int warp_index[32];
    const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
    const int i = blockIdx.x * 2 * blockDim.x + 2 * tid;  // even: the float2 is aligned

    float value = -INFINITY;
    int index = INT_MAX;
    if (i + 1 < n) {
        float2 pair = *reinterpret_cast<const float2 *>(input + i);
        value = pair.x;
        index = i;
        if (pair.y > pair.x || isnan(pair.x)) { value = pair.y; index = i + 1; }  // never keep a NaN over a number
    } else if (i < n) {
        value = input[i];
        index = i;
    }

    warp_argmax(value, index);
    if (lane == 0) {
        warp_value[warp] = value;
        warp_index[warp] = index;
    }
    __syncthreads();

    if (warp == 0) {
        const int warps = blockDim.x / 32;
        value = lane < warps ? warp_value[lane] : -INFINITY;
        index = lane < warps ? warp_index[lane] : INT_MAX;
        warp_argmax(value, index);
        if (lane == 0) {
            partial_value[blockIdx.x] = value;
            partial_index[blockIdx.x] = index;
        }
    }
}
