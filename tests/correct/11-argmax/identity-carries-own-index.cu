// correct: a thread's identity is (-inf, its own element's index), not (-inf, INT_MAX): a
// thread past n carries an index at or past n, above every real element's, so it loses every
// tie with a real -inf; the warp step is an xor butterfly (every lane ends with the warp's
// winner), the block step a second butterfly over the warps' winners in shared memory.
// Block b covers the 2 * blockDim.x elements from b * 2 * blockDim.x; ties go to the
// lowest index.
#include <cmath>

struct Best {
    float v;
    int i;
};

__device__ __forceinline__ Best pick(Best a, Best b)
{
    return (b.v > a.v || (b.v == a.v && b.i < a.i)) ? b : a;
}

__device__ Best warp_best(Best m)
{
    for (int mask = 16; mask > 0; mask >>= 1) {
        Best o;
        o.v = __shfl_xor_sync(0xffffffffu, m.v, mask);
        o.i = __shfl_xor_sync(0xffffffffu, m.i, mask);
        m = pick(m, o);
    }
    return m;
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ Best per_warp[32];
    int i = blockIdx.x * 2 * blockDim.x + threadIdx.x;
    int j = i + blockDim.x;
    Best m{-INFINITY, i};  // its own index: past n it is >= n and loses every tie
    if (i < n)
        m.v = input[i];
    if (j < n)
        m = pick(m, Best{input[j], j});

    m = warp_best(m);
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, warps = blockDim.x >> 5;
    if (lane == 0)
        per_warp[warp] = m;
    __syncthreads();
    if (warp == 0) {
        // lanes past the warp count repeat warp 0's winner: it cannot change the result
        m = per_warp[lane < warps ? lane : 0];
        m = warp_best(m);
        if (lane == 0) {
            partial_value[blockIdx.x] = m.v;
            partial_index[blockIdx.x] = m.i;
        }
    }
}
