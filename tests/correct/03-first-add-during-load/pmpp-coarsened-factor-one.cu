// Programming Massively Parallel Processors (Hwu, Kirk, El Hajj), 4th ed.,
// chapter 10: CoarsenedSumReductionKernel with COARSE_FACTOR = 1, which is
// exactly the first add during the load: a segment of 2 * blockDim.x
// elements per block, each thread summing its tiles in a register, then the
// book's convergent tree on shared memory.  The book's input is a whole
// multiple of the segment; here missing elements count as zero.

#define BLOCK_DIM 1024
#define COARSE_FACTOR 1

__global__ void reduce_first_add(const float *input, float *output, int n)
{
    __shared__ float input_s[BLOCK_DIM];
    unsigned int segment = COARSE_FACTOR * 2 * blockIdx.x * blockDim.x;
    unsigned int i = segment + threadIdx.x;
    unsigned int t = threadIdx.x;
    float sum = i < n ? input[i] : 0.0f;
    for (unsigned int tile = 1; tile < COARSE_FACTOR * 2; ++tile) {
        if (i + tile * blockDim.x < n)
            sum += input[i + tile * blockDim.x];
    }
    input_s[t] = sum;
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
