// correct: the row max by atomicMax on the float's bits in shared memory (ints ordered like
// the floats when the sign bit is clear, atomicMin on unsigned bits when set), the sum
// of exponentials accumulated in double per thread and by a shared double atomicAdd; the
// launch ignores the block argument and uses 256 threads.
#include <cmath>

__device__ void atomic_max_float(float *addr, float v)
{
    if (__float_as_int(v) >= 0)  // sign bit clear (-0.0f goes to the other side)
        atomicMax(reinterpret_cast<int *>(addr), __float_as_int(v));
    else
        atomicMin(reinterpret_cast<unsigned *>(addr), __float_as_uint(v));
}

__global__ void softmax_atomic(const float *in, float *out, int cols)
{
    __shared__ float row_max;
    __shared__ double row_sum;
    if (threadIdx.x == 0) {
        row_max = -INFINITY;
        row_sum = 0.0;
    }
    __syncthreads();
    const float *x = in + (size_t)blockIdx.x * cols;
    float *y = out + (size_t)blockIdx.x * cols;
    float m = -INFINITY;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) m = fmaxf(m, x[c]);
    atomic_max_float(&row_max, m);
    __syncthreads();
    float mx = row_max;
    double s = 0.0;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) s += (double)expf(x[c] - mx);
    atomicAdd(&row_sum, s);
    __syncthreads();
    float total = (float)row_sum;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) y[c] = expf(x[c] - mx) / total;
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    (void)block;
    softmax_atomic<<<rows, 256>>>(d_in, d_out, cols);
}
