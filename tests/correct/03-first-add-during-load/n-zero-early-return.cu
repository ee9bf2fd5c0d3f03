// Exercise 03, a correct variant: an early return when there is nothing to
// add (the same for the whole grid, so no barrier is skipped by some threads
// only), __ldg loads through size_t indices, and two accumulators.

__global__ void reduce_first_add(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    if (n <= 0)
        return;  // uniform over the grid: every thread leaves, none waits at a barrier
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    const size_t i = (size_t)blockIdx.x * blockDim.x * 2 + tid;
    const size_t count = (size_t)n;

    float a = 0.0f, b = 0.0f;
    if (i < count)
        a = __ldg(input + i);
    if (i + blockDim.x < count)
        b = __ldg(input + i + blockDim.x);
    sdata[tid] = a + b;
    __syncthreads();

    for (unsigned stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
