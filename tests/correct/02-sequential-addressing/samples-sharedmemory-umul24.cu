// correct: the CUDA samples' style: dynamic shared memory reached through a
// SharedMemory<T> struct whose operator T*() casts an extern __shared__ int array, the
// index made with __umul24, the kernel a template on the element type instantiated
// for float by the entry point's signature.
template <class T> struct SharedMemory {
    __device__ inline operator T *()
    {
        extern __shared__ int __smem[];
        return (T *)__smem;
    }
    __device__ inline operator const T *() const
    {
        extern __shared__ int __smem[];
        return (T *)__smem;
    }
};

template <class T>
__device__ void reduce3_body(const T *g_idata, T *g_odata, unsigned int n)
{
    T *sdata = SharedMemory<T>();
    unsigned int tid = threadIdx.x;
    unsigned int i = __umul24(blockIdx.x, blockDim.x) + threadIdx.x;
    sdata[tid] = (i < n) ? g_idata[i] : 0;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        g_odata[blockIdx.x] = sdata[0];
}

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    reduce3_body<float>(input, partial, (unsigned int)n);
}
