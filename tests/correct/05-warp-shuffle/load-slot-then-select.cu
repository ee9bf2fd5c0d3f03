// correct: warp 0 loads its slot of the per-warp sums into a register first and only then
// chooses between it and zero, so lanes past the warp count read a slot no warp wrote and
// drop it. CUDA leaves that value undefined and a select never uses it: this is right code,
// and the emulator must not fail it for the read.
// Block b sums the 2 * blockDim.x elements from b * 2 * blockDim.x into partial[b].

#define WARP 32
#define ALL_LANES 0xffffffffu

static __device__ __forceinline__ float sum_in_warp(float v)
{
    #pragma unroll
    for (int d = 16; d >= 1; d >>= 1)
        v += __shfl_xor_sync(ALL_LANES, v, d);
    return v;  // every lane holds the warp's sum
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    __shared__ float sums[WARP];
    const int lane = threadIdx.x & (WARP - 1);
    const int warp = threadIdx.x >> 5;
    const int warps = blockDim.x >> 5;
    const int first = blockIdx.x * blockDim.x * 2 + threadIdx.x;

    float mine = 0.0f;
    if (first < n) mine += input[first];
    if (first + (int)blockDim.x < n) mine += input[first + blockDim.x];

    mine = sum_in_warp(mine);
    if (lane == 0) sums[warp] = mine;
    __syncthreads();

    if (warp == 0) {
        float slot = sums[lane];             // every lane loads; only the first `warps` are set
        float v = lane < warps ? slot : 0.f;  // the rest are dropped here
        v = sum_in_warp(v);
        if (lane == 0) partial[blockIdx.x] = v;
    }
}
