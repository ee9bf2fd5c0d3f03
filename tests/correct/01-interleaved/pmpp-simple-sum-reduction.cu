// Programming Massively Parallel Processors (Hwu, Kirk, El Hajj), 4th ed.,
// chapter 10: SimpleSumReductionKernel.  The book's kernel is one block over
// 2*blockDim.x inputs, reducing in place in `input`; here each block owns
// blockDim.x elements of a const input, so they are copied to shared memory
// and the book's loop runs there, two slots a thread at its first step.

#define BLOCK_DIM 1024

__global__ void reduce_interleaved(const float *input, float *output, int n)
{
    __shared__ float input_s[BLOCK_DIM];

    unsigned int t = threadIdx.x;
    unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
    input_s[t] = g < n ? input[g] : 0.0f;
    __syncthreads();

    unsigned int i = 2 * threadIdx.x;
    for (unsigned int stride = 1; stride <= blockDim.x / 2; stride *= 2) {
        if (threadIdx.x % stride == 0 && i < blockDim.x) {
            input_s[i] += input_s[i + stride];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        output[blockIdx.x] = input_s[0];
    }
}
