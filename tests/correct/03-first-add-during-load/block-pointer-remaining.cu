// correct: the block's slice taken as a pointer (in = input + blockIdx.x * 2 * blockDim.x)
// with the count left in it (rem = n - that offset), the second element loaded before the
// first, and the tree's stride a signed int halved with a division.
__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const int offset = blockIdx.x * 2 * blockDim.x;
    const float *in = input + offset;
    const int rem = n - offset;
    const int t = threadIdx.x;
    const int B = blockDim.x;

    float hi = (t + B < rem) ? in[t + B] : 0.0f;
    float lo = (t < rem) ? in[t] : 0.0f;
    sdata[t] = lo + hi;
    __syncthreads();

    for (int s = B / 2; s >= 1; s = s / 2) {
        if (t < s)
            sdata[t] = sdata[t] + sdata[t + s];
        __syncthreads();
    }
    if (t == 0)
        partial[blockIdx.x] = sdata[0];
}
