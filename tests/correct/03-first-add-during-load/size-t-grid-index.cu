// correct: the first add during the load with every index a size_t (the block's first
// element computed as (size_t)blockIdx.x * (2 * blockDim.x)), the pair read through __ldg,
// the tree in dynamic shared memory with the barrier count checked by __syncthreads_count.
// Block b sums the 2 * blockDim.x elements from b * 2 * blockDim.x: thread t adds
// elements t and t + blockDim.x, so each load of a warp is 128 contiguous bytes.

__global__ void reduce_first_add(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    extern __shared__ float sdata[];
    const size_t tid = threadIdx.x;
    const size_t first = (size_t)blockIdx.x * (2 * blockDim.x) + tid;
    const size_t count = (size_t)n;

    float v = 0.0f;
    if (first < count) v = __ldg(&input[first]);
    if (first + blockDim.x < count) v += __ldg(&input[first + blockDim.x]);
    sdata[tid] = v;

    // every thread reaches every barrier: the count of arrivals is the block
    int arrived = __syncthreads_count(1);
    for (size_t s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0 && arrived == (int)blockDim.x)
        partial[blockIdx.x] = sdata[0];
}
