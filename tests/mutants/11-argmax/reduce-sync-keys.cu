// expect: gpu=wrong-result emu=wrong-result -- the key made from the float's bits orders -0.0 below +0.0, so where a block's maximum is a zero of both signs it takes a +0.0 after the first zero: -0.0 == +0.0 is a tie and the lowest index wins (CONTRACTS.md); kept as a correct variant until the ties data held signed zeros
// correct: no (value, index) pairs travel at all: the block's maximum is found first as an
// order-preserving int key (negative floats' magnitude bits flipped) with
// __reduce_max_sync and a loop over the warps' keys, then the lowest index whose key
// equals it with __reduce_min_sync; thread 0 reads the value back from the input.
// (__reduce_*_sync need sm_80 or later: graded on an H100, or on the emulator.)
#include <climits>
#include <cmath>

__device__ __forceinline__ int key_of(float f)
{
    if (isnan(f))
        return INT_MIN;  // a NaN is never chosen: below every number's key
    int b = __float_as_int(f);
    return b >= 0 ? b : b ^ 0x7fffffff;  // negative floats: flip magnitude so ints order like floats
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ int warp_key[32];
    __shared__ int warp_idx[32];
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, warps = blockDim.x >> 5;
    const int base = blockIdx.x * blockDim.x * 2;
    const int a = base + threadIdx.x, b = a + blockDim.x;
    int ka = a < n ? key_of(input[a]) : INT_MIN;
    int kb = b < n ? key_of(input[b]) : INT_MIN;
    int mine = max(ka, kb);

    int wk = __reduce_max_sync(0xffffffffu, mine);
    if (lane == 0) warp_key[warp] = wk;
    __syncthreads();
    int bk = INT_MIN;
    for (int w = 0; w < warps; ++w) bk = max(bk, warp_key[w]);

    int idx = INT_MAX;
    if (a < n && ka == bk) idx = a;
    else if (b < n && kb == bk) idx = b;
    int wi = (int)__reduce_min_sync(0xffffffffu, (unsigned)idx);
    if (lane == 0) warp_idx[warp] = wi;
    __syncthreads();
    if (threadIdx.x == 0) {
        int best = INT_MAX;
        for (int w = 0; w < warps; ++w) best = min(best, warp_idx[w]);
        partial_index[blockIdx.x] = best;
        partial_value[blockIdx.x] = input[best];
    }
}
