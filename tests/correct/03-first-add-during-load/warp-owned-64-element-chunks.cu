// correct: each warp owns 64 consecutive elements of the block's 2 * blockDim.x (lane l adds elements warp * 64 + l and warp * 64 + 32 + l: two coalesced 128-byte loads per warp), so the block's span is the same, its elements only dealt out differently; the tree as in 02. Must pass.

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned int tid = threadIdx.x;
    const unsigned int warp = tid / 32, lane = tid % 32;
    const unsigned int first = blockIdx.x * 2 * blockDim.x + warp * 64 + lane;

    float sum = first < (unsigned int)n ? input[first] : 0.0f;
    if (first + 32 < (unsigned int)n)
        sum += input[first + 32];
    sdata[tid] = sum;
    __syncthreads();

    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
