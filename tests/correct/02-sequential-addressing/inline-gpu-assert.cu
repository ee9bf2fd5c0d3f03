// correct: StackOverflow's gpuErrchk beside a right kernel: gpuAssert is an inline host function with an if in its body, which is no function the kernel's own if calls (refused as a host call before)
#include <cstdio>
#include <cstdlib>
#define gpuErrchk(ans) { gpuAssert((ans), __FILE__, __LINE__); }
inline void gpuAssert(cudaError_t code, const char *file, int line, bool abort=true)
{
   if (code != cudaSuccess)
   {
      fprintf(stderr,"GPUassert: %s %s %d\n", cudaGetErrorString(code), file, line);
      if (abort) exit(code);
   }
}
// Exercise 02 — sequential addressing: the same tree as 01, but the active
// threads are always the first `stride` ones, so whole warps either work or
// sit out and the warps that work do not diverge.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    // Pad with the identity past the end, as in 01.
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();

    // Fold the upper half of the live range onto the lower half: stride
    // starts at half the block and halves each step.
    for (unsigned int stride = blockDim.x / 2 ;
         stride > 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        // The next step reads what this step wrote.
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
