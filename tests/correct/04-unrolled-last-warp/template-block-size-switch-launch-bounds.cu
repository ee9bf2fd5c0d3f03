// correct: "Optimizing Parallel Reduction" as tutorials paste it: template <unsigned int blockSize> kernel body with __launch_bounds__(1024), warpReduce on a volatile pointer, each step's read and write apart by __syncwarp (the CUDA samples' Volta-safe form), #pragma unroll, dispatched by a switch on blockDim.x from the contract's kernel
template <unsigned int blockSize>
__device__ __forceinline__ void warpReduce(volatile float *sdata, unsigned int tid)
{
    float v = sdata[tid];
    if (blockSize >= 64) { v += sdata[tid + 32]; __syncwarp(); sdata[tid] = v; __syncwarp(); }
#pragma unroll
    for (unsigned int off = 16; off > 0; off >>= 1) {
        v += sdata[tid + off];
        __syncwarp();
        sdata[tid] = v;
        __syncwarp();
    }
}

template <unsigned int blockSize>
__device__ void reduce_body(const float *g_idata, float *g_odata, unsigned int n, float *sdata)
{
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockSize * 2) + tid;
    float mySum = 0.0f;
    if (i < n) mySum = g_idata[i];
    if (i + blockSize < n) mySum += g_idata[i + blockSize];
    sdata[tid] = mySum;
    __syncthreads();

    if (blockSize >= 1024) { if (tid < 512) sdata[tid] += sdata[tid + 512]; __syncthreads(); }
    if (blockSize >= 512) { if (tid < 256) sdata[tid] += sdata[tid + 256]; __syncthreads(); }
    if (blockSize >= 256) { if (tid < 128) sdata[tid] += sdata[tid + 128]; __syncthreads(); }
    if (blockSize >= 128) { if (tid < 64) sdata[tid] += sdata[tid + 64]; __syncthreads(); }
    if (tid < 32) warpReduce<blockSize>(sdata, tid);
    if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

__global__ void __launch_bounds__(1024) reduce_unrolled(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    switch (blockDim.x) {
    case 1024: reduce_body<1024>(input, partial, n, sdata); break;
    case 512: reduce_body<512>(input, partial, n, sdata); break;
    case 256: reduce_body<256>(input, partial, n, sdata); break;
    case 128: reduce_body<128>(input, partial, n, sdata); break;
    case 64: reduce_body<64>(input, partial, n, sdata); break;
    }
}
