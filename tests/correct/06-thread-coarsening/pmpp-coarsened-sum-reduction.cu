// PMPP 4th ed., chapter 10: CoarsenedSumReductionKernel.  COARSE_FACTOR*2
// elements a thread (the exercise's eight: COARSE_FACTOR = 4), summed in a
// register before the shared tree; the book ends with atomicAdd into one
// output and assumes a full segment, the exercise wants a partial a block
// and a ragged last segment, so every load is tested against n.

#define BLOCK_DIM 1024
#define COARSE_FACTOR 4

__global__ void reduce_coarsened(const float *input, float *output, int n)
{
    __shared__ float input_s[BLOCK_DIM];
    unsigned int segment = COARSE_FACTOR * 2 * blockDim.x * blockIdx.x;
    unsigned int i = segment + threadIdx.x;
    unsigned int t = threadIdx.x;
    float sum = 0.0f;
    for (unsigned int tile = 0; tile < COARSE_FACTOR * 2; ++tile) {
        if (i + tile * blockDim.x < n)
            sum += input[i + tile * blockDim.x];
    }
    input_s[t] = sum;
    // blockDim.x is any multiple of 32 here: fold the slots above the
    // largest power of two first, then the book's halving loop
    unsigned int p = 1;
    while (p * 2 <= blockDim.x) p *= 2;
    __syncthreads();
    if (t < blockDim.x - p)
        input_s[t] += input_s[t + p];
    for (unsigned int stride = p / 2; stride >= 1; stride /= 2) {
        __syncthreads();
        if (t < stride) {
            input_s[t] += input_s[t + stride];
        }
    }
    if (t == 0) {
        output[blockIdx.x] = input_s[0];
    }
}
