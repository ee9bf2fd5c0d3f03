// correct: a shared-memory tree over two static arrays (values, indices) that starts at the
// next power of two with a guard (so 96 and 480 lose nothing), its last 32 strides run by the
// first warp alone with __syncwarp() between steps, and the tie rule written as "not smaller,
// and larger or at a lower index".
#include <climits>
#include <cmath>

#define MAXT 1024

__device__ __forceinline__ bool takes(float bv, int bi, float av, int ai)
{
    return !(bv < av) && (bv > av || bi < ai);
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ float sv[MAXT];
    __shared__ int si[MAXT];
    unsigned t = threadIdx.x;
    unsigned bd = blockDim.x;
    int g = (int)(blockIdx.x * 2 * bd + t);

    float v = -INFINITY;
    int ix = INT_MAX;
    if (g < n) { v = input[g]; ix = g; }
    if (g + (int)bd < n && takes(input[g + bd], g + (int)bd, v, ix)) { v = input[g + bd]; ix = g + (int)bd; }
    sv[t] = v;
    si[t] = ix;
    __syncthreads();

    unsigned p = 1;
    while (p < bd) p <<= 1;
    unsigned s = p / 2;
    for (; s > 32; s >>= 1) {
        if (t < s && t + s < bd && takes(sv[t + s], si[t + s], sv[t], si[t])) {
            sv[t] = sv[t + s];
            si[t] = si[t + s];
        }
        __syncthreads();
    }
    if (t < 32) {
        for (; s > 0; s >>= 1) {
            if (t < s && t + s < bd && takes(sv[t + s], si[t + s], sv[t], si[t])) {
                sv[t] = sv[t + s];
                si[t] = si[t + s];
            }
            __syncwarp();
        }
    }
    if (t == 0) {
        partial_value[blockIdx.x] = sv[0];
        partial_index[blockIdx.x] = si[0];
    }
}
