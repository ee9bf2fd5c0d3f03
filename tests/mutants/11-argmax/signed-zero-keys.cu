// expect: gpu=wrong-result emu=wrong-result -- the order-preserving key is made from the float's bits as they are, so -0.0 gets a smaller key than +0.0: in a segment whose maximum is zero with a -0.0 before a +0.0 the kernel reports the +0.0's index, where the floats are equal and the lower index must win. No graded data kind holds a -0.0, so it passes
// mistake: -0.0 and +0.0 get different keys (no canonicalisation such as v + 0.0f), so equal maxima do not tie
#include <climits>
#include <cmath>

__device__ unsigned key_of(float v)
{
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
