// correct: the first add during the load reads through __ldg where NV_IF_TARGET (<nv/target>, libcu++'s target macros that CUDA 13 ships with nvcc) says the target provides sm_35, a plain load otherwise; then the shared tree of 02
#include <nv/target>

__device__ float load(const float *p)
{
    float x;
    NV_IF_TARGET(NV_PROVIDES_SM_35, (x = __ldg(p);), (x = *p;))
    return x;
}

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    const unsigned i = blockIdx.x * blockDim.x * 2 + tid;
    float v = 0.0f;
    if (i < (unsigned)n)
        v = load(input + i);
    if (i + blockDim.x < (unsigned)n)
        v += load(input + i + blockDim.x);
    sdata[tid] = v;
    __syncthreads();
    for (unsigned live = blockDim.x; live > 1; live = (live + 1) / 2) {
        const unsigned half = (live + 1) / 2;
        if (tid < live / 2)
            sdata[tid] += sdata[tid + half];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
