// correct: no (value, index) pairs are shuffled: each thread keeps the better of its two
// elements, the warp's maximum is found as an order-preserving unsigned key with
// __reduce_max_sync (the float's bits, sign-flipped; -0.0 is first turned into +0.0 so that
// the two zeros tie as the floats do), then the lowest index among the lanes holding that
// key with __reduce_min_sync; the warps' results go through shared memory and warp 0 does
// the same over them.
#include <climits>
#include <cmath>

__device__ unsigned key_of(float v)
{
    v += 0.0f;  // -0.0 + 0.0 is +0.0: equal floats get equal keys
    unsigned b = __float_as_uint(v);
    return (b & 0x80000000u) ? ~b : (b | 0x80000000u);
}

__device__ float value_of(unsigned k)
{
    unsigned b = (k & 0x80000000u) ? (k & 0x7fffffffu) : ~k;
    return __uint_as_float(b);
}

// The warp's best (key, index): largest key, then lowest index.
__device__ void warp_best(unsigned &key, unsigned &index)
{
    unsigned best = __reduce_max_sync(0xffffffffu, key);
    unsigned mine = key == best ? index : UINT_MAX;
    index = __reduce_min_sync(0xffffffffu, mine);
    key = best;
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ unsigned keys[32];
    __shared__ unsigned idxs[32];
    int tid = threadIdx.x;
    int lane = tid & 31, warp = tid >> 5;
    int i = blockIdx.x * (blockDim.x * 2) + tid;

    unsigned key = 0, index = UINT_MAX;  // key 0 lies below -inf's key
    if (i < n) {
        key = key_of(input[i]);
        index = (unsigned)i;
    }
    if (i + (int)blockDim.x < n) {
        unsigned k2 = key_of(input[i + blockDim.x]);
        if (k2 > key) {  // equal keys keep the first element, the lower index
            key = k2;
            index = (unsigned)(i + blockDim.x);
        }
    }
    warp_best(key, index);
    if (lane == 0) {
        keys[warp] = key;
        idxs[warp] = index;
    }
    __syncthreads();
    if (warp == 0) {
        int warps = blockDim.x >> 5;
        key = lane < warps ? keys[lane] : 0u;
        index = lane < warps ? idxs[lane] : UINT_MAX;
        warp_best(key, index);
        if (lane == 0) {
            partial_value[blockIdx.x] = value_of(key);
            partial_index[blockIdx.x] = (int)index;
        }
    }
}
