// correct: the block's maximum first, as a shared atomicMax over integer keys that order like
// the floats (-inf included), then the lowest index whose element equals that maximum, as a
// shared atomicMin over the threads' own two elements (compared as floats, so -0.0 and +0.0
// are the same value there).
// Block b covers the 2 * blockDim.x elements from b * 2 * blockDim.x; ties go to the
// lowest index.
#include <climits>
#include <cmath>

__device__ __forceinline__ unsigned order_key(float v)
{
    unsigned b = __float_as_uint(v);
    return (b & 0x80000000u) ? ~b : (b | 0x80000000u);
}

__device__ __forceinline__ float key_float(unsigned k)
{
    return __uint_as_float((k & 0x80000000u) ? (k & 0x7fffffffu) : ~k);
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ unsigned best_key;
    __shared__ int best_index;
    int i = blockIdx.x * 2 * blockDim.x + threadIdx.x;
    int j = i + blockDim.x;
    bool has_a = i < n, has_b = j < n;
    float a = has_a ? input[i] : -INFINITY;
    float b = has_b ? input[j] : -INFINITY;

    if (threadIdx.x == 0) {
        best_key = 0;  // below -inf's key, 0x007fffff
        best_index = INT_MAX;
    }
    __syncthreads();
    unsigned mine = 0;
    if (has_a)
        mine = order_key(a);
    if (has_b && order_key(b) > mine)
        mine = order_key(b);
    if (has_a || has_b)
        atomicMax(&best_key, mine);
    __syncthreads();

    float top = key_float(best_key);
    int first = INT_MAX;
    if (has_a && a == top)
        first = i;
    else if (has_b && b == top)
        first = j;
    if (first != INT_MAX)
        atomicMin(&best_index, first);
    __syncthreads();

    if (threadIdx.x == 0) {
        partial_value[blockIdx.x] = top;
        partial_index[blockIdx.x] = best_index;
    }
}
