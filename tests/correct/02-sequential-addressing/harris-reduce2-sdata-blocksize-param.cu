// Harris, "Optimizing Parallel Reduction in CUDA", kernel 3 (reduce2):
// sequential addressing, `for (unsigned int s=blockDim.x/2; s>0; s>>=1)`.
// The host side of the slides (`reduce2<<<dimGrid, dimBlock, smemSize>>>`)
// is the grader's launch; g_idata is int in the slides, float here.

__global__ void reduce_sequential(const float *g_idata, float *g_odata, int n)
{
    extern __shared__ float sdata[];

    // each thread loads one element from global to shared mem
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x*blockDim.x + threadIdx.x;
    sdata[tid] = 0;
    if (i < n)
        sdata[tid] = g_idata[i];
    __syncthreads();

    // do reduction in shared mem
    for (unsigned int s=blockDim.x/2; s>0; s>>=1) {
        if (tid < s) {
            sdata[tid] += sdata[tid + s];
        }
        __syncthreads();
    }

    // write result for this block to global mem
    if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}
