// PMPP 4th ed., chapter 10: SegmentedSumReductionKernel, the multi-block
// version of SharedMemorySumReductionKernel.  Each block's segment is
// 2*blockDim.x elements; the first add happens as the shared array is
// filled; the book finishes with atomicAdd(output, input_s[0]), the
// exercise wants one partial per block.  Block sizes are at most 1024, the
// book's BLOCK_DIM sizes the static array.

#define BLOCK_DIM 1024

__global__ void reduce_first_add(const float *input, float *output, int n)
{
    __shared__ float input_s[BLOCK_DIM];
    unsigned int segment = 2 * blockDim.x * blockIdx.x;
    unsigned int i = segment + threadIdx.x;
    unsigned int t = threadIdx.x;
    float lo = (i < n) ? input[i] : 0.0f;
    float hi = (i + blockDim.x < n) ? input[i + blockDim.x] : 0.0f;
    input_s[t] = lo + hi;
    for (unsigned int stride = blockDim.x / 2; stride >= 1; stride /= 2) {
        __syncthreads();
        if (t < stride) {
            input_s[t] += input_s[t + stride];
        }
    }
    if (t == 0) {
        output[blockIdx.x] = input_s[0];
    }
}
