// correct (slow): the row max by a shared-memory tree, the exponentials written to y by
// every thread, then thread 0 adds the whole row of y serially in float and shares the sum.
#include <cmath>

__global__ void softmax_serial(const float *in, float *out, int cols)
{
    __shared__ float red[1024];
    __shared__ float total;
    const float *x = in + (size_t)blockIdx.x * cols;
    float *y = out + (size_t)blockIdx.x * cols;
    float m = -INFINITY;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) m = fmaxf(m, x[c]);
    red[threadIdx.x] = m;
    __syncthreads();
    if (threadIdx.x == 0) {
        float mm = red[0];
        for (int t = 1; t < blockDim.x; t++) mm = fmaxf(mm, red[t]);
        red[0] = mm;
    }
    __syncthreads();
    m = red[0];
    for (int c = threadIdx.x; c < cols; c += blockDim.x) y[c] = expf(x[c] - m);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int c = 0; c < cols; c++) s += y[c];
        total = s;
    }
    __syncthreads();
    for (int c = threadIdx.x; c < cols; c += blockDim.x) y[c] /= total;
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    softmax_serial<<<rows, block>>>(d_in, d_out, cols);
}
