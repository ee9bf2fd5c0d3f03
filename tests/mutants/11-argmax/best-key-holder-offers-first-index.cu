// expect: gpu=wrong-result emu=wrong-result -- a thread whose better key equals the block's maximum offers its first element's index to the atomicMin even when the maximum was its second element: the block reports an index whose value is not the maximum
// mistake: a thread whose better element equals the block max offers its first index whichever element it was
#include <climits>
#include <cmath>

__device__ __forceinline__ int okey(float f)
{
    int b = __float_as_int(f + 0.0f);
    return b < 0 ? (b ^ 0x7fffffff) : b;
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ int wmax[32];
    __shared__ int best_key;
    __shared__ int best_idx;
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const int i0 = blockIdx.x * 2 * blockDim.x + threadIdx.x, i1 = i0 + blockDim.x;
    const int EMPTY = INT_MIN;  // below the key of -inf
    float v0 = i0 < n ? input[i0] : NAN;
    float v1 = i1 < n ? input[i1] : NAN;
    int k0 = isnan(v0) ? EMPTY : okey(v0);
    int k1 = isnan(v1) ? EMPTY : okey(v1);
    int k = max(k0, k1);
    k = __reduce_max_sync(0xffffffffu, k);
    if (lane == 0) wmax[warp] = k;
    if (threadIdx.x == 0) best_idx = INT_MAX;
    __syncthreads();
    if (warp == 0) {
        int w = lane < (int)(blockDim.x >> 5) ? wmax[lane] : EMPTY;
        w = __reduce_max_sync(0xffffffffu, w);
        if (lane == 0) best_key = w;
    }
    __syncthreads();
    const int bk = best_key;
    if (bk != EMPTY) {
        if (k == bk) atomicMin(&best_idx, i0);
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        if (bk == EMPTY) {
            partial_value[blockIdx.x] = -INFINITY;
            partial_index[blockIdx.x] = INT_MAX;
        } else {
            partial_index[blockIdx.x] = best_idx;
            partial_value[blockIdx.x] = input[best_idx];
        }
    }
}
