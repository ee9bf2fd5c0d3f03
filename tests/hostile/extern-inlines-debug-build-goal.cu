// expect: gpu=compile-error emu=compile-error  -- Tells nvcc's -G build (the one whose branch counters judge 02's divergence goal on a GPU) from its -O3 build (graded and timed) by glibc's __USE_EXTERN_INLINES, which <features.h> defines only where __OPTIMIZE__ is (nvcc -O3, the emulator's -O1), not under -G: the sequential tree where the goal is measured, the interleaved (divergent) one everywhere else, so the goal is met by a kernel whose graded build diverges.  Refused as backend-test (a reserved name the submission does not define).
// mistake: the interleaved tree wherever the build optimises; the sequential one only in the -G build
// Exercise 02; graded by tests/kit/check-mutant.sh (line 1).
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();

#ifdef __USE_EXTERN_INLINES
    for (unsigned int stride = 1; stride < blockDim.x; stride *= 2) {
        if (tid % (2 * stride) == 0)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }
#else
    for (unsigned int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }
#endif

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
