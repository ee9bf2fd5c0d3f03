// expect: gpu=wrong-result emu=wrong-result -- the maximum is found on the float's bits made to order as unsigned ints (__reduce_max_sync), where -0.0 (0x7fffffff once mapped) sorts below +0.0 (0x80000000) although the two are equal values: in a segment whose largest value is zero, held as -0.0 at a lower index and +0.0 at a higher one, the kernel reports the +0.0's index instead of the lowest index holding the maximum; no graded data kind holds a -0.0, so it passes
// mistake: the block maximum taken over order-preserving integer keys, which tell -0.0 from +0.0
// Argmax with the sm_80 warp reductions: each float becomes an unsigned key that orders
// like the float (negative: all bits flipped; positive: the sign bit set), the warp's
// largest key comes from __reduce_max_sync, and its lowest index from __reduce_min_sync
// over the lanes that hold that key. Block b covers the 2 * blockDim.x elements from
// b * 2 * blockDim.x; ties go to the lowest index.

#include <climits>
#include <cmath>

constexpr unsigned ALL = 0xffffffffu;

__device__ __forceinline__ unsigned key_of(float v)
{
    unsigned b = __float_as_uint(v);
    return (b & 0x80000000u) ? ~b : (b | 0x80000000u);
}

__device__ __forceinline__ float value_of(unsigned k)
{
    return __uint_as_float((k & 0x80000000u) ? (k & 0x7fffffffu) : ~k);
}

// The warp's best (key, index): largest key, then the lowest index holding it.
__device__ void warp_best(unsigned &key, int &index)
{
    unsigned top = __reduce_max_sync(ALL, key);
    int mine = key == top ? index : INT_MAX;
    index = (int)__reduce_min_sync(ALL, (unsigned)mine);
    key = top;
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ unsigned warp_key[32];
    __shared__ int warp_index[32];
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    int i = blockIdx.x * 2 * blockDim.x + threadIdx.x;
    int j = i + (int)blockDim.x;

    // key 0 lies below every float's key (-inf maps to 0x007fffff): the identity
    unsigned key = 0;
    int index = INT_MAX;
    if (i < n) {
        key = key_of(input[i]);
        index = i;
    }
    if (j < n) {
        unsigned k2 = key_of(input[j]);
        if (k2 > key) {  // equal keys keep i, the lower index
            key = k2;
            index = j;
        }
    }

    warp_best(key, index);
    if (lane == 0) {
        warp_key[warp] = key;
        warp_index[warp] = index;
    }
    __syncthreads();
    if (warp == 0) {
        key = lane < (int)(blockDim.x / 32) ? warp_key[lane] : 0u;
        index = lane < (int)(blockDim.x / 32) ? warp_index[lane] : INT_MAX;
        warp_best(key, index);
        if (lane == 0) {
            partial_value[blockIdx.x] = value_of(key);
            partial_index[blockIdx.x] = index;
        }
    }
}
