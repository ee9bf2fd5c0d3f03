// correct: a shared-memory tree over one dynamic buffer carved in two (the values, then the
// indices after them), the way the classic reductions are written (the launch's dynamic
// shared memory holds blockDim.x floats and blockDim.x ints), started at the next power of
// two so that block sizes such as 96 and 480 lose no element.
#include <climits>
#include <cmath>

__device__ bool beats(float v, int i, float w, int j)
{
    // larger value wins; equal values go to the lower index; NaN never wins (comparisons false)
    return v > w || (v == w && i < j);
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    extern __shared__ unsigned char smem[];
    float *vals = reinterpret_cast<float *>(smem);
    int *idxs = reinterpret_cast<int *>(vals + blockDim.x);

    unsigned tid = threadIdx.x;
    int i = blockIdx.x * blockDim.x * 2 + tid;
    float best = -INFINITY;
    int where = INT_MAX;
    if (i < n && beats(input[i], i, best, where)) {
        best = input[i];
        where = i;
    }
    int j = i + (int)blockDim.x;
    if (j < n && beats(input[j], j, best, where)) {
        best = input[j];
        where = j;
    }
    vals[tid] = best;
    idxs[tid] = where;
    __syncthreads();

    unsigned span = 1;
    while (span < blockDim.x)
        span <<= 1;  // the smallest power of two holding the block
    for (unsigned s = span / 2; s > 0; s >>= 1) {
        if (tid < s && tid + s < blockDim.x &&
            beats(vals[tid + s], idxs[tid + s], vals[tid], idxs[tid])) {
            vals[tid] = vals[tid + s];
            idxs[tid] = idxs[tid + s];
        }
        __syncthreads();
    }
    if (tid == 0) {
        partial_value[blockIdx.x] = vals[0];
        partial_index[blockIdx.x] = idxs[0];
    }
}
