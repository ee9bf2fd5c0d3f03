// correct: PMPP's convergent kernel with the first step taken from global memory: thread t adds input[i] and input[i + blockDim.x] (each bounded by n) straight into its shared slot, then the stride halves from blockDim.x / 2 with the owner test `threadIdx.x < stride`
__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float input_s[];
    unsigned int t = threadIdx.x;
    unsigned int i = 2 * blockDim.x * blockIdx.x + t;
    float first = i < (unsigned int)n ? input[i] : 0.0f;
    float second = i + blockDim.x < (unsigned int)n ? input[i + blockDim.x] : 0.0f;
    input_s[t] = first + second;
    for (unsigned int stride = blockDim.x / 2; stride >= 1; stride /= 2) {
        __syncthreads();
        if (threadIdx.x < stride)
            input_s[t] += input_s[t + stride];
    }
    if (threadIdx.x == 0)
        partial[blockIdx.x] = input_s[0];
}
