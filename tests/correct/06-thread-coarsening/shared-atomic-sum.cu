// correct: each thread strides through its block's segment of 8 * blockDim.x elements up
// to min(segment end, n) in a 64-bit index; warps shuffle their sums and lane 0 of each
// adds into one shared float with atomicAdd, zeroed by thread 0 behind a barrier (the
// order of those adds varies: the sum stays within the tolerance).
constexpr int COARSE_FACTOR = 8;
__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    __shared__ float total;
    if (threadIdx.x == 0) total = 0.0f;
    __syncthreads();
    long long start = (long long)blockIdx.x * blockDim.x * COARSE_FACTOR;
    long long end = start + (long long)blockDim.x * COARSE_FACTOR;
    if (end > n) end = n;
    float s = 0.0f;
    for (long long i = start + threadIdx.x; i < end; i += blockDim.x) s += __ldg(input + i);
    for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffu, s, o);
    if ((threadIdx.x & 31) == 0) atomicAdd(&total, s);
    __syncthreads();
    if (threadIdx.x == 0) partial[blockIdx.x] = total;
}
