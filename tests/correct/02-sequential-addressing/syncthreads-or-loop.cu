// correct: the tree's loop ends on __syncthreads_or(stride != 0), so the loop's own test is
// the barrier between steps; the load is a template on whether to check the bound, chosen
// with if constexpr, in an anonymous namespace with a functor for the add.
// Block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x); past n counts as zero.

namespace {

// Checked: the index may be at or past n, so such loads bring the identity.
template <typename T, bool Checked>
__device__ __forceinline__ T load(const T *p, unsigned i, unsigned n)
{
    if constexpr (Checked)
        return i < n ? p[i] : T(0);
    else
        return p[i];
}

struct Plus {
    template <typename T>
    __device__ T operator()(T a, T b) const { return a + b; }
};

}  // namespace

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    const unsigned i = blockIdx.x * blockDim.x + tid;
    sdata[tid] = load<float, true>(input, i, (unsigned)n);
    __syncthreads();

    // Every thread evaluates the condition, so __syncthreads_or is reached by the whole
    // block on each trip: it orders one step's writes before the next step's reads, and
    // the last trip (stride 0) orders the final add before thread 0 reads sdata[0].
    Plus op;
    unsigned stride = blockDim.x >> 1;
    while (__syncthreads_or(stride != 0)) {
        if (tid < stride)
            sdata[tid] = op(sdata[tid], sdata[tid + stride]);
        stride >>= 1;
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
