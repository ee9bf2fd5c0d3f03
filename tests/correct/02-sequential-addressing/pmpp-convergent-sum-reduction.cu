// PMPP 4th ed., chapter 10: ConvergentSumReductionKernel, moved into shared
// memory (the book's works in place on a non-const input of 2*blockDim.x
// elements with one block).  Threads stay contiguous: stride from
// blockDim.x/2 down, `threadIdx.x < stride`, the barrier at the loop top.
// The book's kernel name is kept and mapped onto the exercise's by a macro.

#define BLOCK_DIM 1024
#define ConvergentSumReductionKernel reduce_sequential

__global__ void ConvergentSumReductionKernel(const float *input, float *output, int n)
{
    __shared__ float input_s[BLOCK_DIM];
    unsigned int i = threadIdx.x;
    unsigned int g = blockIdx.x * blockDim.x + i;
    input_s[i] = (g < n) ? input[g] : 0.0f;
    for (unsigned int stride = blockDim.x / 2; stride >= 1; stride /= 2) {
        __syncthreads();
        if (threadIdx.x < stride) {
            input_s[i] += input_s[i + stride];
        }
    }
    if (threadIdx.x == 0) {
        output[blockIdx.x] = input_s[0];
    }
}
