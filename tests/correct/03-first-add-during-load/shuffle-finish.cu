// correct: the first add during the load, the shared tree down to 64 sums, then warp 0
// adds the last two halves and finishes with __shfl_xor_sync (every lane ends with the
// sum, lane 0 stores it); a block of 32 shuffles straight away.
__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * (2 * blockDim.x) + tid;

    float v = 0.0f;
    if (i < (unsigned)n) v = input[i];
    if (i + blockDim.x < (unsigned)n) v += input[i + blockDim.x];
    sdata[tid] = v;
    __syncthreads();

    for (unsigned s = blockDim.x >> 1; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    if (tid < 32) {
        float w = sdata[tid];
        if (blockDim.x > 32)
            w += sdata[tid + 32];
        for (int lane_mask = 16; lane_mask >= 1; lane_mask /= 2)
            w += __shfl_xor_sync(0xffffffff, w, lane_mask);
        if (tid == 0)
            partial[blockIdx.x] = w;
    }
}
