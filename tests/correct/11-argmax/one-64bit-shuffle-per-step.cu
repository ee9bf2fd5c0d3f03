// correct: value and index travel together in one 64-bit shuffle per step (the float's bits
// in the high word, the index in the low word, unpacked on arrival) and are compared
// unpacked, the larger value or the lower index on a tie; the block level is 05's.
#include <climits>
#include <cmath>

__device__ __forceinline__ unsigned long long pack(float v, int i)
{
    return ((unsigned long long)__float_as_uint(v) << 32) | (unsigned)i;
}
__device__ __forceinline__ float value_of(unsigned long long p) { return __uint_as_float((unsigned)(p >> 32)); }
__device__ __forceinline__ int index_of(unsigned long long p) { return (int)(unsigned)(p & 0xffffffffull); }

__device__ __forceinline__ unsigned long long keep(unsigned long long a, unsigned long long b)
{
    float av = value_of(a), bv = value_of(b);
    if (bv > av || (bv == av && index_of(b) < index_of(a)))
        return b;
    return a;
}

__device__ unsigned long long warp_best(unsigned long long p)
{
    #pragma unroll
    for (int d = 16; d >= 1; d /= 2)
        p = keep(p, __shfl_down_sync(0xffffffffu, p, d));
    return p;
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ unsigned long long per_warp[32];
    const unsigned long long none = pack(-INFINITY, INT_MAX);
    int i = blockIdx.x * (2 * blockDim.x) + threadIdx.x;
    unsigned long long p = none;
    if (i < n) p = keep(p, pack(input[i], i));
    if (i + (int)blockDim.x < n) p = keep(p, pack(input[i + blockDim.x], i + blockDim.x));
    p = warp_best(p);
    if (threadIdx.x % 32 == 0) per_warp[threadIdx.x / 32] = p;
    __syncthreads();
    if (threadIdx.x < 32) {
        p = threadIdx.x < blockDim.x / 32 ? per_warp[threadIdx.x] : none;
        p = warp_best(p);
        if (threadIdx.x == 0) {
            partial_value[blockIdx.x] = value_of(p);
            partial_index[blockIdx.x] = index_of(p);
        }
    }
}
