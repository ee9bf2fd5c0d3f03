// Exercise 03, a correct variant: the functions live in an anonymous namespace and a
// named one, as a struct whose static __device__ methods do the load and the tree;
// the kernel itself stays at global scope, where the grader looks for it.

namespace {

struct FirstAdd {
    const float *in;
    unsigned n;

    __device__ float load(unsigned i) const
    {
        float a = i < n ? in[i] : 0.0f;
        float b = i + blockDim.x < n ? in[i + blockDim.x] : 0.0f;
        return a + b;
    }
};

}  // namespace

namespace lab { namespace tree {

__device__ __forceinline__ void halve(float *s, unsigned tid)
{
    for (unsigned stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (tid < stride)
            s[tid] += s[tid + stride];
        __syncthreads();
    }
}

} }  // namespace lab::tree

using lab::tree::halve;

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const FirstAdd loader{input, static_cast<unsigned>(n)};
    unsigned tid = threadIdx.x;
    sdata[tid] = loader.load(blockIdx.x * (2 * blockDim.x) + tid);
    __syncthreads();
    halve(sdata, tid);
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
