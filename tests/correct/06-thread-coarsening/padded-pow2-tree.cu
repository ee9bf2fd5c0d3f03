// correct: the coarsening loop of the solution, then a shared-memory tree (no shuffles) over
// the next power of two above blockDim.x: the slots past the block are zeroed, so blocks of
// 96 or 480 threads reduce like 128 or 512.
#define COARSE_FACTOR 8
#define MAX_BLOCK 1024

__device__ unsigned next_pow2(unsigned x)
{
    unsigned p = 1;
    while (p < x) p <<= 1;
    return p;
}

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    __shared__ float s[MAX_BLOCK];
    unsigned tid = threadIdx.x;
    unsigned P = next_pow2(blockDim.x);
    int segment = blockIdx.x * blockDim.x * COARSE_FACTOR;
    float sum = 0.0f;
#pragma unroll
    for (int k = 0; k < COARSE_FACTOR; k++) {
        int i = segment + k * (int)blockDim.x + (int)tid;
        if (i < n) sum += input[i];
    }
    s[tid] = sum;
    if (tid + blockDim.x < P) s[tid + blockDim.x] = 0.0f;
    __syncthreads();
    for (unsigned stride = P / 2; stride > 0; stride >>= 1) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }
    if (tid == 0) partial[blockIdx.x] = s[0];
}
