// correct: the row's max found on integers: each float mapped to an order-preserving unsigned key (sign bit flipped for positives, all bits flipped for negatives), each warp's max key taken by __reduce_max_sync, the block's by a shared atomicMax on the key, then mapped back; the sum by a shfl_xor butterfly and a shared atomicAdd; one block per row
// 14-softmax: the softmax of every row of a row-major matrix, one block per row.
#include <cstddef>

__device__ __forceinline__ unsigned key_of(float x)
{
    unsigned b = __float_as_uint(x);
    return (b & 0x80000000u) ? ~b : (b | 0x80000000u);
}

__device__ __forceinline__ float float_of(unsigned k)
{
    return __uint_as_float((k & 0x80000000u) ? (k & 0x7fffffffu) : ~k);
}

__global__ void softmax_rows_kernel(const float *in, float *out, int cols)
{
    __shared__ unsigned max_key;
    __shared__ float sum;
    const float *x = in + (size_t)blockIdx.x * cols;
    float *y = out + (size_t)blockIdx.x * cols;
    if (threadIdx.x == 0) {
        max_key = 0u;  // below every float's key
        sum = 0.0f;
    }
    __syncthreads();

    unsigned k = 0u;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        k = max(k, key_of(x[c]));
    k = __reduce_max_sync(0xffffffffu, k);
    if (threadIdx.x % 32 == 0)
        atomicMax(&max_key, k);
    __syncthreads();
    const float m = float_of(max_key);

    float s = 0.0f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) {
        const float e = expf(x[c] - m);
        y[c] = e;
        s += e;
    }
    for (int o = 16; o > 0; o >>= 1)
        s += __shfl_xor_sync(0xffffffffu, s, o);
    if (threadIdx.x % 32 == 0)
        atomicAdd(&sum, s);
    __syncthreads();
    const float total = sum;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        y[c] = y[c] / total;
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    softmax_rows_kernel<<<rows, block>>>(d_in, d_out, cols);
}
