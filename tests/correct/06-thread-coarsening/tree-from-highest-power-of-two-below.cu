// correct: after the coarse loop a shared tree starts at the highest power of two below or
// at blockDim.x (from __clz), with a partner test against blockDim.x: for 96 threads the
// first step folds 64..95 onto 0..31, for 352 it folds 256..351 onto 0..95, then halves.
constexpr int COARSE_FACTOR = 8;  // elements each thread adds before the tree

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    int tid = threadIdx.x;
    int segment = blockIdx.x * blockDim.x * COARSE_FACTOR;

    float sum = 0.0f;
#pragma unroll
    for (int k = 0; k < COARSE_FACTOR; k++) {
        int i = segment + k * blockDim.x + tid;
        if (i < n)
            sum += input[i];
    }

    __shared__ float slots[1024];
    slots[tid] = sum;
    __syncthreads();
    unsigned first = 1u << (31 - __clz((int)blockDim.x));
    for (unsigned s = first; s > 0; s >>= 1) {
        if (tid < (int)s && tid + s < blockDim.x)
            slots[tid] += slots[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = slots[0];
}
