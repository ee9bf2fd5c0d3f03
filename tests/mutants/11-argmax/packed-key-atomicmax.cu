// expect: gpu=wrong-result emu=wrong-result -- the key made from the float's bits orders -0.0 below +0.0, so where a block's maximum is a zero of both signs it takes a +0.0 after the first zero: -0.0 == +0.0 is a tie and the lowest index wins (CONTRACTS.md); kept as a correct variant until the ties data held signed zeros
// correct: value and index packed into one 64-bit key ordered like (value, -index);
// 64-bit xor shuffles, then one shared atomicMax per warp.
// Argmax with value and index packed in one 64-bit key: the value's bits, made to order
// as unsigned integers, above the complement of the index.  The largest key is the
// largest value and, among equal values, the smallest index.  Each thread folds its two
// elements, warps fold keys with 64-bit shuffles, and one shared atomicMax per warp
// gives the block's key.

#include <climits>
#include <cmath>

__device__ __forceinline__ unsigned long long make_key(float v, int index)
{
    if (isnan(v))
        return 0;  // a NaN is never chosen: the key of no element at all
    unsigned bits = __float_as_uint(v);
    // negative floats: flip every bit (larger magnitude sorts lower); positive: flip the sign
    unsigned ordered = (bits & 0x80000000u) ? ~bits : (bits | 0x80000000u);
    return ((unsigned long long)ordered << 32) | (unsigned)(~(unsigned)index);
}

__device__ __forceinline__ float key_value(unsigned long long key)
{
    unsigned ordered = (unsigned)(key >> 32);
    unsigned bits = (ordered & 0x80000000u) ? (ordered & 0x7fffffffu) : ~ordered;
    return __uint_as_float(bits);
}

__device__ __forceinline__ int key_index(unsigned long long key)
{
    return (int)~(unsigned)(key & 0xffffffffu);
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ unsigned long long best;
    const int i = blockIdx.x * 2 * blockDim.x + threadIdx.x;

    if (threadIdx.x == 0)
        best = 0;  // below every real key

    unsigned long long key = 0;
    if (i < n)
        key = make_key(input[i], i);
    int j = i + (int)blockDim.x;
    if (j < n) {
        unsigned long long other = make_key(input[j], j);
        key = other > key ? other : key;
    }
#pragma unroll
    for (int offset = 16; offset > 0; offset >>= 1) {
        unsigned long long other = __shfl_xor_sync(0xffffffffu, key, offset);
        key = other > key ? other : key;
    }

    __syncthreads();  // best is zero before the warps fold into it
    if ((threadIdx.x & 31) == 0)
        atomicMax(&best, key);
    __syncthreads();

    if (threadIdx.x == 0) {
        partial_value[blockIdx.x] = key_value(best);
        partial_index[blockIdx.x] = key_index(best);
    }
}
