// correct: the last warp's steps are volatile and separated by __syncwarp() through NV_DISPATCH_TARGET (<nv/target>): sm_70 and later (independent thread scheduling) take the barrier, older targets would take the empty branch; on the kit's sm_90 every step has its barrier
#include <nv/target>

__device__ void last_warp(volatile float *s, unsigned tid)
{
#pragma unroll
    for (unsigned d = 32; d > 0; d >>= 1) {
        const float other = s[tid + d];
        NV_DISPATCH_TARGET(NV_PROVIDES_SM_70, (__syncwarp();), NV_ANY_TARGET, ())
        s[tid] += other;
        NV_DISPATCH_TARGET(NV_PROVIDES_SM_70, (__syncwarp();), NV_ANY_TARGET, ())
    }
}

__global__ void reduce_unrolled(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    const unsigned i = blockIdx.x * blockDim.x * 2 + tid;
    float v = i < (unsigned)n ? input[i] : 0.0f;
    if (i + blockDim.x < (unsigned)n)
        v += input[i + blockDim.x];
    sdata[tid] = v;
    __syncthreads();
    unsigned width = 64;
    while (width < blockDim.x)
        width <<= 1;
    for (unsigned s = width / 2; s > 32; s >>= 1) {
        if (tid < s && tid + s < blockDim.x)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        if (tid + 32 >= blockDim.x)
            sdata[tid + 32] = 0.0f;
        __syncwarp();
        last_warp(sdata, tid);
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
