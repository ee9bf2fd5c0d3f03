// expect: gpu=wrong-result emu=wrong-result -- the block's maximum is taken with atomicMax on the floats' bits read as ints, which orders non-negative floats correctly but negative ones backwards (-8.0f's bits are the larger int than -1.0f's), so a block with negative values reports the wrong maximum and index
// mistake: atomicMax((int *)&s_max, __float_as_int(v)) as a float max, without an order-preserving key
#include <climits>
#include <cmath>

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ int s_max;
    __shared__ int s_index;
    int tid = threadIdx.x;
    int i = blockIdx.x * (blockDim.x * 2) + tid;
    if (tid == 0) {
        s_max = __float_as_int(-INFINITY);
        s_index = INT_MAX;
    }
    __syncthreads();

    float a = i < n ? input[i] : -INFINITY;
    float b = i + (int)blockDim.x < n ? input[i + blockDim.x] : -INFINITY;
    float v = fmaxf(a, b);
    atomicMax(&s_max, __float_as_int(v));
    __syncthreads();

    float best = __int_as_float(s_max);
    if (i < n && a == best)
        atomicMin(&s_index, i);
    else if (i + (int)blockDim.x < n && b == best)
        atomicMin(&s_index, i + (int)blockDim.x);
    __syncthreads();

    if (tid == 0) {
        partial_value[blockIdx.x] = best;
        partial_index[blockIdx.x] = s_index;
    }
}
