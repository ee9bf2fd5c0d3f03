// correct: online softmax: one pass keeps the running max and the sum of exp(x - max),
// rescaling the sum when the max grows; (max, sum) pairs merged across threads.
// Online softmax: one pass over the row keeps, per thread, the running max m and the sum
// d of exp(x - m), rescaling d whenever m grows; threads and warps merge their (m, d)
// pairs the same way.  A second pass writes exp(x - M) / D.  One block per row.

#include <cmath>

struct MaxSum {
    float m;  // the largest x seen (-inf: none yet)
    float d;  // sum of exp(x - m) over the x seen
};

__device__ MaxSum merge(MaxSum a, MaxSum b)
{
    if (b.d == 0.0f)
        return a;  // b saw nothing (its m is -inf: exp(m - m) would be NaN)
    if (a.d == 0.0f)
        return b;
    float m = fmaxf(a.m, b.m);
    return MaxSum{m, a.d * expf(a.m - m) + b.d * expf(b.m - m)};
}

__device__ MaxSum warp_merge(MaxSum v)
{
    for (int off = 16; off > 0; off /= 2) {
        MaxSum o{__shfl_xor_sync(0xffffffffu, v.m, off), __shfl_xor_sync(0xffffffffu, v.d, off)};
        v = merge(v, o);
    }
    return v;  // every lane holds the warp's pair
}

__global__ void softmax_online(const float *in, float *out, int cols)
{
    __shared__ MaxSum warps[32];
    __shared__ MaxSum row;
    const float *x = in + (size_t)blockIdx.x * cols;
    float *y = out + (size_t)blockIdx.x * cols;

    MaxSum t{-INFINITY, 0.0f};
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        t = merge(t, MaxSum{x[c], 1.0f});
    t = warp_merge(t);
    if (threadIdx.x % 32 == 0)
        warps[threadIdx.x / 32] = t;
    __syncthreads();
    if (threadIdx.x < 32) {
        MaxSum w = threadIdx.x < blockDim.x / 32 ? warps[threadIdx.x] : MaxSum{-INFINITY, 0.0f};
        w = warp_merge(w);
        if (threadIdx.x == 0)
            row = w;
    }
    __syncthreads();

    MaxSum r = row;
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
        y[c] = expf(x[c] - r.m) / r.d;
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    softmax_online<<<rows, block>>>(d_in, d_out, cols);
}
