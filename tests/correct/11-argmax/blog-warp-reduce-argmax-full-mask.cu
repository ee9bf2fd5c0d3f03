// The blog's warpReduceSum / blockReduceSum carried over to argmax as
// course notes do: two shuffles a step (value and index), `#define
// FULL_MASK 0xffffffff`, a shared slot pair a warp; a candidate wins when
// its value is larger, or equal with a lower index.

#include <math.h>

#define FULL_MASK 0xffffffff

__inline__ __device__ void better(float &v, int &i, float ov, int oi)
{
    if (ov > v || (ov == v && oi < i)) { v = ov; i = oi; }
}

__inline__ __device__ void warpReduceArgmax(float &val, int &idx)
{
    for (int offset = warpSize / 2; offset > 0; offset /= 2) {
        float ov = __shfl_down_sync(FULL_MASK, val, offset);
        int oi = __shfl_down_sync(FULL_MASK, idx, offset);
        better(val, idx, ov, oi);
    }
}

__inline__ __device__ void blockReduceArgmax(float &val, int &idx)
{
    static __shared__ float sval[32];
    static __shared__ int sidx[32];
    int lane = threadIdx.x % warpSize;
    int wid = threadIdx.x / warpSize;

    warpReduceArgmax(val, idx);
    if (lane == 0) { sval[wid] = val; sidx[wid] = idx; }
    __syncthreads();

    if (threadIdx.x < blockDim.x / warpSize) {
        val = sval[lane];
        idx = sidx[lane];
    } else {
        val = -INFINITY;
        idx = 0x7fffffff;
    }
    if (wid == 0) warpReduceArgmax(val, idx);
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    // no element yet: -INFINITY at the largest index, which any element
    // (even -INFINITY) beats by its lower index
    float val = -INFINITY;
    int idx = 0x7fffffff;
    int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    if (i < n) { val = input[i]; idx = i; }
    if (i + (int)blockDim.x < n) better(val, idx, input[i + blockDim.x], i + blockDim.x);
    blockReduceArgmax(val, idx);
    if (threadIdx.x == 0) {
        partial_value[blockIdx.x] = val;
        partial_index[blockIdx.x] = idx;
    }
}
