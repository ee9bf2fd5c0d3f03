// expect: gpu=wrong-result emu=wrong-result args=--quick,--blocks=32 -- the pair is stored through __half: 11 bits of mantissa lose the low digits of every pair, far past a float sum's tolerance on real data (n=129 already); the emulator's cuda_fp16.h rounds as the GPU does
// mistake: the pair sum rounded to __half (to save shared memory) before the tree
// Exercise 03 — first add during load: each thread adds two inputs, one
// blockDim.x apart, before the tree starts.  A block now covers twice as
// many elements, so half as many blocks are launched, and no thread idles
// during the first step.
//
// Contract: block b sums input[b*2*blockDim.x .. (b+1)*2*blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

#include <cuda_fp16.h>

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;

    // Both loads are coalesced: consecutive threads read consecutive floats.
    // Each is bounds-checked on its own: the second can fall past n when
    // the first does not.
    float sum = (i < (unsigned int)n) ? input[i] : 0.0f;
    if (i + blockDim.x < (unsigned int)n)
        sum += input[i + blockDim.x];
    sdata[tid] = __half2float(__float2half(sum));
    __syncthreads();

    // The same sequential-addressing tree as 02.
    for (unsigned int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
