// correct: CUDA-samples-style template on blockSize and nIsPow2 (when n is a power of two every block is whole, so the second load needs no bound check), size_t indices, __ldg loads, the tree unrolled with `#pragma unroll` down to 64 values and a volatile last warp with __syncwarp() between each step's read and write. Must pass.

template <unsigned int blockSize>
__device__ __forceinline__ void warp_reduce(volatile float *sdata, unsigned int tid)
{
#pragma unroll
    for (unsigned int offset = 32; offset > 0; offset >>= 1) {
        float v = sdata[tid] + sdata[tid + offset];
        __syncwarp();
        sdata[tid] = v;
        __syncwarp();
    }
}

template <unsigned int blockSize, bool nIsPow2>
__device__ void reduce_block(const float *__restrict__ g_idata,
                             float *__restrict__ g_odata, size_t n)
{
    extern __shared__ float sdata[];
    const unsigned int tid = threadIdx.x;
    const size_t i = (size_t)blockIdx.x * (blockSize * 2) + tid;

    float mySum = 0.0f;
    if (nIsPow2) {
        // n is a power of two >= 2 * blockSize here, or smaller: guard the first anyway
        if (i < n) {
            mySum = __ldg(&g_idata[i]);
            if (n >= 2 * blockSize)
                mySum += __ldg(&g_idata[i + blockSize]);
        }
    } else {
        if (i < n)
            mySum = __ldg(&g_idata[i]);
        if (i + blockSize < n)
            mySum += __ldg(&g_idata[i + blockSize]);
    }
    sdata[tid] = mySum;
    __syncthreads();

#pragma unroll
    for (unsigned int s = blockSize / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    if (tid < 32)
        warp_reduce<blockSize>(sdata, tid);
    if (tid == 0)
        g_odata[blockIdx.x] = sdata[0];
}

template <unsigned int blockSize>
__device__ void dispatch_pow2(const float *in, float *out, size_t n)
{
    if ((n & (n - 1)) == 0)
        reduce_block<blockSize, true>(in, out, n);
    else
        reduce_block<blockSize, false>(in, out, n);
}

__global__ void reduce_unrolled(const float *input, float *partial, int n)
{
    const size_t count = (size_t)(n > 0 ? n : 0);
    switch (blockDim.x) {
    case 1024: dispatch_pow2<1024>(input, partial, count); break;
    case 512:  dispatch_pow2<512>(input, partial, count); break;
    case 256:  dispatch_pow2<256>(input, partial, count); break;
    case 128:  dispatch_pow2<128>(input, partial, count); break;
    case 64:   dispatch_pow2<64>(input, partial, count); break;
    }
}
