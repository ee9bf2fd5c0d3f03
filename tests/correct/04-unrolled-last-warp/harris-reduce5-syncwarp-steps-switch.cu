// correct: Harris's reduce5 shape: a template on the block size, the tree unrolled with `if (blockSize >= 512)` steps, warpReduce on a volatile pointer with __syncwarp() between the six steps (the Volta-safe form), the kernel body instantiated through a switch on blockDim.x
template <unsigned int blockSize>
__device__ void warpReduce(volatile float *sdata, unsigned int tid)
{
    float v = sdata[tid];
    if (blockSize >= 64) { v += sdata[tid + 32]; __syncwarp(); sdata[tid] = v; __syncwarp(); }
    if (blockSize >= 32) { v += sdata[tid + 16]; __syncwarp(); sdata[tid] = v; __syncwarp(); }
    if (blockSize >= 16) { v += sdata[tid + 8];  __syncwarp(); sdata[tid] = v; __syncwarp(); }
    if (blockSize >= 8)  { v += sdata[tid + 4];  __syncwarp(); sdata[tid] = v; __syncwarp(); }
    if (blockSize >= 4)  { v += sdata[tid + 2];  __syncwarp(); sdata[tid] = v; __syncwarp(); }
    if (blockSize >= 2)  { v += sdata[tid + 1];  __syncwarp(); sdata[tid] = v; __syncwarp(); }
}

template <unsigned int blockSize>
__device__ void reduce5(const float *g_idata, float *g_odata, unsigned int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockSize * 2) + tid;
    float x = 0;
    if (i < n) x = g_idata[i];
    if (i + blockSize < n) x += g_idata[i + blockSize];
    sdata[tid] = x;
    __syncthreads();
    if (blockSize >= 1024) { if (tid < 512) { sdata[tid] += sdata[tid + 512]; } __syncthreads(); }
    if (blockSize >= 512) { if (tid < 256) { sdata[tid] += sdata[tid + 256]; } __syncthreads(); }
    if (blockSize >= 256) { if (tid < 128) { sdata[tid] += sdata[tid + 128]; } __syncthreads(); }
    if (blockSize >= 128) { if (tid < 64) { sdata[tid] += sdata[tid + 64]; } __syncthreads(); }
    if (tid < 32) warpReduce<blockSize>(sdata, tid);
    if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

__global__ void reduce_unrolled(const float *input, float *partial, int n)
{
    switch (blockDim.x) {
    case 1024: reduce5<1024>(input, partial, n); break;
    case 512: reduce5<512>(input, partial, n); break;
    case 256: reduce5<256>(input, partial, n); break;
    case 128: reduce5<128>(input, partial, n); break;
    case 64: reduce5<64>(input, partial, n); break;
    }
}
