// Defines a kernel, but not the one exercise 01 asks for (reduce_interleaved).
__global__ void reduce(const float *input, float *partial, int n)
{
    if (threadIdx.x == 0 && n > 0)
        partial[blockIdx.x] = input[0];
}
