// Exercise 02, a correct variant: everything in a versioned inline namespace (the
// kernel is found by its plain name, as the grader asks for it), the tree's step as a
// static __device__ function, qualifier orders of every kind, and a static kernel
// that the file itself never launches.

namespace reduction {
inline namespace v2 {

static __device__ __forceinline__ void fold(float *s, unsigned tid, unsigned stride)
{
    if (tid < stride)
        s[tid] += s[tid + stride];
}

__forceinline__ __device__ static float load(const float *in, unsigned i, int n)
{
    return i < (unsigned)n ? in[i] : 0.0f;
}

static __global__ void unused_clear(float *p) { p[threadIdx.x] = 0.0f; }

}  // namespace v2
}  // namespace reduction

using namespace reduction;

extern "C++" __global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    sdata[tid] = load(input, blockIdx.x * blockDim.x + tid, n);
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        fold(sdata, tid, stride);
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
    (void)unused_clear;
}
