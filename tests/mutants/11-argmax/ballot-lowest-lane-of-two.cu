// expect: gpu=wrong-result emu=wrong-result -- the warp's winner is the lowest LANE whose candidate equals the warp max (ballot, __ffs), but each lane holds two elements blockDim.x apart: a lane that won with its second element has a higher index than a later lane's first element of the same value, so ties go to the wrong index
// mistake: lowest lane taken as lowest index
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
    unsigned holders = __ballot_sync(0xffffffffu, v == top && at != INT_MAX);
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    int first = holders ? __ffs(holders) - 1 : 0;
    int win = __shfl_sync(0xffffffffu, at, first);
    if (lane == 0) {
        wv[warp] = top;
        wi[warp] = holders ? win : INT_MAX;
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
