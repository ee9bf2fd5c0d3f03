// Professional CUDA C Programming, chapter 3: reduceUnrolling2.  The book
// adds the neighbour block's element into g_idata in place, then reduces
// idata = g_idata + blockIdx.x * blockDim.x * 2 in global memory; with a
// const input the pair sum goes to shared memory instead.

__global__ void reduce_first_add(const float *g_idata, float *g_odata, int n)
{
    extern __shared__ float idata[];

    // set thread ID
    unsigned int tid = threadIdx.x;
    unsigned int idx = blockIdx.x * blockDim.x * 2 + threadIdx.x;

    // unrolling 2 data blocks
    float a = 0, b = 0;
    if (idx < n) a = g_idata[idx];
    if (idx + blockDim.x < n) b = g_idata[idx + blockDim.x];
    idata[tid] = a + b;
    __syncthreads();

    // in-place reduction in shared memory
    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride) {
            idata[tid] += idata[tid + stride];
        }
        // synchronize within threadblock
        __syncthreads();
    }

    // write result for this block to global mem
    if (tid == 0) g_odata[blockIdx.x] = idata[0];
}
