// correct: the operation a templated functor, the loads through __ldg on a __restrict__
// pointer, the halving loop's bound taken from blockDim.x >> 1 with a shift.
// Sequential addressing: at each step the first half of the active threads adds the
// second half, so whole warps stay active together (no early divergence).

template <typename T>
struct Add {
    __device__ __forceinline__ T operator()(const T &a, const T &b) const { return a + b; }
    __device__ __forceinline__ static T identity() { return T(0); }
};

template <typename T, typename Op>
__device__ T block_reduce(T *sdata, T v, Op op)
{
    const unsigned tid = threadIdx.x;
    sdata[tid] = v;
    __syncthreads();
    for (unsigned half = blockDim.x >> 1; half > 0; half >>= 1) {
        if (tid < half)
            sdata[tid] = op(sdata[tid], sdata[tid + half]);
        __syncthreads();
    }
    return sdata[0];
}

__global__ void reduce_sequential(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    extern __shared__ float sdata[];
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    Add<float> add;
    float v = i < n ? __ldg(input + i) : Add<float>::identity();
    float sum = block_reduce(sdata, v, add);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = sum;
}
