// Professional CUDA C Programming, chapter 3: reduceCompleteUnroll<iBlockSize>,
// with the unrolling-2 load of reduceUnrolling2 (the exercise's two
// elements a thread).  The book's vmem last-warp block is written without
// __syncwarp (it predates Volta); here each step is split into a read and
// a write with a __syncwarp after each, as the CUDA 9 warp-primitives
// guidance says.

#include <cuda_runtime.h>

template <unsigned int iBlockSize>
__device__ void reduceCompleteUnroll(const float *g_idata, float *g_odata, unsigned int n)
{
    extern __shared__ float idata[];

    // set thread ID
    unsigned int tid = threadIdx.x;
    unsigned int idx = blockIdx.x * blockDim.x * 2 + threadIdx.x;

    // unrolling 2
    float a1 = 0, a2 = 0;
    if (idx < n) a1 = g_idata[idx];
    if (idx + blockDim.x < n) a2 = g_idata[idx + blockDim.x];
    idata[tid] = a1 + a2;
    __syncthreads();

    // in-place reduction and complete unroll
    if (iBlockSize >= 1024 && tid < 512) idata[tid] += idata[tid + 512];
    __syncthreads();
    if (iBlockSize >= 512 && tid < 256) idata[tid] += idata[tid + 256];
    __syncthreads();
    if (iBlockSize >= 256 && tid < 128) idata[tid] += idata[tid + 128];
    __syncthreads();
    if (iBlockSize >= 128 && tid < 64) idata[tid] += idata[tid + 64];
    __syncthreads();

    // unrolling warp: each step reads into a register, syncs, then writes,
    // so no lane stores a slot another lane still has to read
    if (tid < 32)
    {
        volatile float *vsmem = idata;
        float v = vsmem[tid];
        v += vsmem[tid + 32]; __syncwarp(); vsmem[tid] = v; __syncwarp();
        v += vsmem[tid + 16]; __syncwarp(); vsmem[tid] = v; __syncwarp();
        v += vsmem[tid +  8]; __syncwarp(); vsmem[tid] = v; __syncwarp();
        v += vsmem[tid +  4]; __syncwarp(); vsmem[tid] = v; __syncwarp();
        v += vsmem[tid +  2]; __syncwarp(); vsmem[tid] = v; __syncwarp();
        v += vsmem[tid +  1]; __syncwarp(); vsmem[tid] = v;
    }

    // write result for this block to global mem
    if (tid == 0) g_odata[blockIdx.x] = idata[0];
}

__global__ void reduce_unrolled(const float *input, float *partial, int n)
{
    switch (blockDim.x)
    {
        case 1024:
            reduceCompleteUnroll<1024>(input, partial, n);
            break;
        case 512:
            reduceCompleteUnroll<512>(input, partial, n);
            break;
        case 256:
            reduceCompleteUnroll<256>(input, partial, n);
            break;
        case 128:
            reduceCompleteUnroll<128>(input, partial, n);
            break;
        case 64:
            reduceCompleteUnroll<64>(input, partial, n);
            break;
    }
}
