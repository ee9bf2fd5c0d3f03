// correct: the eight floats of a thread are two int4 loads made with __ldlu (last use) and turned back into floats with __int_as_float; thread t reads the 16-byte words t and t + blockDim.x of its block's segment (a warp's loads are 512 contiguous bytes), whole words only while they end at or below n, then the floats of the one word n cuts one by one; tests int4 bit loads, __int_as_float and the __ldlu hint
__device__ __forceinline__ float add_bits(int4 q)
{
    return (__int_as_float(q.x) + __int_as_float(q.y)) + (__int_as_float(q.z) + __int_as_float(q.w));
}

__global__ void reduce_coarsened(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    __shared__ float warp_sums[32];
    const unsigned seg = blockIdx.x * blockDim.x * 8;
    const int4 *__restrict__ words = reinterpret_cast<const int4 *>(input + seg);

    float v = 0.0f;
#pragma unroll
    for (unsigned k = 0; k < 2; ++k) {
        const unsigned w = threadIdx.x + k * blockDim.x;
        const unsigned first = seg + 4 * w;
        if (first + 4 <= (unsigned)n) {
            v += add_bits(__ldlu(words + w));
        } else {
            for (unsigned j = first; j < (unsigned)n && j < first + 4; ++j)
                v += input[j];
        }
    }

    for (int d = 16; d > 0; d /= 2)
        v += __shfl_down_sync(0xffffffffu, v, d);
    if (threadIdx.x % 32 == 0)
        warp_sums[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        v = threadIdx.x < blockDim.x / 32 ? warp_sums[threadIdx.x] : 0.0f;
        for (int d = 16; d > 0; d /= 2)
            v += __shfl_down_sync(0xffffffffu, v, d);
        if (threadIdx.x == 0)
            partial[blockIdx.x] = v;
    }
}
