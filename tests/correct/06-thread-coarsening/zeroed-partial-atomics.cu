// correct: thread 0 zeroes partial[blockIdx.x], a barrier, then lane 0 of each warp adds
// its warp's sum into it with atomicAdd (the order of the adds varies, within the tolerance).
constexpr int COARSE_FACTOR = 8;

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    if (threadIdx.x == 0) partial[blockIdx.x] = 0.0f;
    __syncthreads();
    size_t seg = (size_t)blockIdx.x * blockDim.x * COARSE_FACTOR;
    float s = 0.0f;
    for (int k = 0; k < COARSE_FACTOR; ++k) {
        size_t i = seg + (size_t)k * blockDim.x + threadIdx.x;
        if (i < (size_t)n) s += input[i];
    }
    for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
    if ((threadIdx.x & 31) == 0) atomicAdd(&partial[blockIdx.x], s);
}
