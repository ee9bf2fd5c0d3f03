// Mark Harris, "Optimizing Parallel Reduction in CUDA", kernel 1 (reduce0):
// interleaved addressing with divergent branching, the `tid % (2*s)` test.
// Copied as the slides write it, with the bounds check the slides leave out.

__global__ void reduce_interleaved(const float *g_idata, float *g_odata, int n)
{
    extern __shared__ float sdata[];

    // each thread loads one element from global to shared mem
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < n) ? g_idata[i] : 0;
    __syncthreads();

    // do reduction in shared mem
    for (unsigned int s = 1; s < blockDim.x; s *= 2) {
        if (tid % (2 * s) == 0) {
            sdata[tid] += sdata[tid + s];
        }
        __syncthreads();
    }

    // write result for this block to global mem
    if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}
