// Professional CUDA C Programming (Cheng, Grossman, McKercher), chapter 3:
// reduceNeighboredLess.  The book reduces in place in global memory
// (g_idata + blockIdx.x * blockDim.x); the input here is const, so the
// block's slice is staged into shared memory and idata points there.  The
// book's body is kept as a device function under its own name, with its
// unsigned int n and int stride/index locals.

__device__ void reduceNeighboredLess(const float *g_idata, float *g_odata, unsigned int n)
{
    extern __shared__ float smem[];

    // set thread ID
    unsigned int tid = threadIdx.x;
    unsigned int idx = blockIdx.x * blockDim.x + threadIdx.x;

    // convert global data pointer to the local pointer of this block
    float *idata = smem;
    idata[tid] = (idx < n) ? g_idata[idx] : 0.0f;
    __syncthreads();

    // in-place reduction in shared memory
    for (int stride = 1; stride < blockDim.x; stride *= 2) {
        // convert tid into local array index
        int index = 2 * stride * tid;
        if (index < blockDim.x) {
            idata[index] += idata[index + stride];
        }
        // synchronize within threadblock
        __syncthreads();
    }

    // write result for this block to global mem
    if (tid == 0) g_odata[blockIdx.x] = idata[0];
}

__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    reduceNeighboredLess(input, partial, (unsigned int)n);
}
