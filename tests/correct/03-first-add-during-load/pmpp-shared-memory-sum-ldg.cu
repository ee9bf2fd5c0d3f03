// Programming Massively Parallel Processors, 4th ed., chapter 10:
// SharedMemorySumReductionKernel.  The book's one block covers 2 * blockDim.x
// inputs and adds input[t] + input[t + BLOCK_DIM] into shared memory before
// the tree: the first add during the load.  Here each block owns its own
// 2 * blockDim.x slice, reads through __ldg, and the tree's first barrier is
// at the top of the loop as in the book.

#define BLOCK_DIM 1024

__global__ void reduce_first_add(const float *__restrict__ input,
                                 float *__restrict__ output, int n)
{
    __shared__ float input_s[BLOCK_DIM];
    const float *in = input + 2 * blockIdx.x * blockDim.x;
    int left = n - 2 * blockIdx.x * blockDim.x;  // elements from this block's start on
    unsigned int t = threadIdx.x;
    float a = (int)t < left ? __ldg(&in[t]) : 0.0f;
    float b = (int)(t + blockDim.x) < left ? __ldg(&in[t + blockDim.x]) : 0.0f;
    input_s[t] = a + b;
    for (unsigned int stride = blockDim.x / 2; stride >= 1; stride /= 2) {
        __syncthreads();
        if (threadIdx.x < stride) {
            input_s[t] += input_s[t + stride];
        }
    }
    if (threadIdx.x == 0) {
        output[blockIdx.x] = input_s[0];
    }
}
