// correct: a __shfl_xor_sync butterfly (every lane ends with its warp's winner) with the full
// rule (larger value, or equal value and lower index), the warps' winners in shared memory,
// and thread 0 merging them one by one with the same rule.
#include <climits>
#include <cmath>

__device__ __forceinline__ bool beats(float v, int i, float bv, int bi)
{
    return v > bv || (v == bv && i < bi);
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ float wv[32];
    __shared__ int wi[32];
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const int first = 2 * blockIdx.x * blockDim.x + threadIdx.x;
    const int second = first + blockDim.x;

    float v = -INFINITY;
    int idx = INT_MAX;
    if (first < n) { v = input[first]; idx = first; }
    if (second < n && beats(input[second], second, v, idx)) { v = input[second]; idx = second; }

    for (int m = 1; m < 32; m <<= 1) {
        float ov = __shfl_xor_sync(0xffffffffu, v, m);
        int oi = __shfl_xor_sync(0xffffffffu, idx, m);
        if (beats(ov, oi, v, idx)) { v = ov; idx = oi; }
    }
    if (lane == 0) { wv[warp] = v; wi[warp] = idx; }
    __syncthreads();
    if (threadIdx.x == 0) {
        float bv = wv[0];
        int bi = wi[0];
        for (int w = 1; w < (int)(blockDim.x / 32); ++w)
            if (beats(wv[w], wi[w], bv, bi)) { bv = wv[w]; bi = wi[w]; }
        partial_value[blockIdx.x] = bv;
        partial_index[blockIdx.x] = bi;
    }
}
