// Exercise 03, a correct variant: a device lambda loads one element or the
// identity, and the tree runs in a while loop over the live width.

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    const unsigned first = blockIdx.x * 2u * blockDim.x + tid;

    auto load = [&](unsigned j) { return j < (unsigned)n ? input[j] : 0.0f; };
    sdata[tid] = load(first) + load(first + blockDim.x);
    __syncthreads();

    unsigned width = blockDim.x;
    while (width > 1) {
        width /= 2;
        if (tid < width)
            sdata[tid] += sdata[tid + width];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
