// expect: gpu=race|wrong-result|pass emu=race args=--sizes=1000,--blocks=64 -- Harris's warpReduce as the 2007 slides print it: volatile alone, no __syncwarp; since Volta a warp's lanes are not in lockstep, so lane t reads sdata[t + 16] while lane t + 16 may still be adding into it
// mistake: the pre-Volta warp-synchronous idiom of "Optimizing Parallel Reduction in CUDA" (kernels 6 and 7) copied unchanged
// Harris, "Optimizing Parallel Reduction in CUDA", kernel 6 (reduce5):
// completely unrolled with `template <unsigned int blockSize>`, the last
// warp in warpReduce through a volatile pointer.  The slides pick
// blockSize with a host switch around the launch; the grader launches,
// so the switch is on blockDim.x inside the kernel.

template <unsigned int blockSize>
__device__ void warpReduce(volatile float *sdata, unsigned int tid)
{
    if (blockSize >= 64) sdata[tid] += sdata[tid + 32];
    if (blockSize >= 32) sdata[tid] += sdata[tid + 16];
    if (blockSize >= 16) sdata[tid] += sdata[tid + 8];
    if (blockSize >= 8) sdata[tid] += sdata[tid + 4];
    if (blockSize >= 4) sdata[tid] += sdata[tid + 2];
    if (blockSize >= 2) sdata[tid] += sdata[tid + 1];
}

template <unsigned int blockSize>
__device__ void reduce5(const float *g_idata, float *g_odata, unsigned int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x*(blockSize*2) + tid;
    float x = 0;
    if (i < n) x = g_idata[i];
    if (i + blockSize < n) x += g_idata[i+blockSize];
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
    switch (blockDim.x)
    {
    case 1024: reduce5<1024>(input, partial, n); break;
    case 512: reduce5<512>(input, partial, n); break;
    case 256: reduce5<256>(input, partial, n); break;
    case 128: reduce5<128>(input, partial, n); break;
    case 64: reduce5< 64>(input, partial, n); break;
    }
}
