// correct: the warp max by xor shuffles, then the lowest index among the lanes that hold it
// (a min over indices, INT_MAX elsewhere); thread 0 scans the warps' winners.
#include <climits>
#include <cmath>

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ float wv[32];
    __shared__ int wi[32];
    int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    float v = -INFINITY;
    int at = INT_MAX;
    if (base < n) {
        v = input[base];
        at = base;
    }
    int second = base + (int)blockDim.x;
    if (second < n && input[second] > v) {
        v = input[second];
        at = second;
    }

    float top = v;
    for (int d = 16; d > 0; d >>= 1)
        top = fmaxf(top, __shfl_xor_sync(0xffffffffu, top, d));
    // Among the lanes holding the max, the lowest index (not the lowest lane: a lane's
    // second element lies blockDim.x past its first).
    int win = v == top ? at : INT_MAX;
    for (int d = 16; d > 0; d >>= 1)
        win = min(win, __shfl_xor_sync(0xffffffffu, win, d));
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    if (lane == 0) {
        wv[warp] = top;
        wi[warp] = win;
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        float bv = -INFINITY;
        int bi = INT_MAX;
        for (int w = 0; w < (int)blockDim.x / 32; w++)
            if (wv[w] > bv || (wv[w] == bv && wi[w] < bi)) {
                bv = wv[w];
                bi = wi[w];
            }
        partial_value[blockIdx.x] = bv;
        partial_index[blockIdx.x] = bi;
    }
}
