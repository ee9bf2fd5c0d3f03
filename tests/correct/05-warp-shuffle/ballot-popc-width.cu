// correct: the number of warp sums counted by __ballot_sync and __popc in the first warp,
// the warp sums kept in the launch's dynamic shared memory, every shuffle given its width
// (32) explicitly, and __syncwarp(mask) over the lanes that hold a sum.
// Block b sums the 2 * blockDim.x elements from b * 2 * blockDim.x.

#define FULL_MASK 0xffffffffu

__device__ __forceinline__ float warp_sum(float v, int width)
{
    for (int off = width / 2; off > 0; off /= 2)
        v += __shfl_down_sync(FULL_MASK, v, off, width);
    return v;
}

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    extern __shared__ float warp_sums[];  // blockDim.x floats: one per warp is used
    const unsigned tid = threadIdx.x, lane = tid & 31u, warp = tid >> 5;
    const unsigned i = blockIdx.x * (2u * blockDim.x) + tid;

    float v = 0.0f;
    if (i < (unsigned)n) v = input[i];
    if (i + blockDim.x < (unsigned)n) v += input[i + blockDim.x];

    v = warp_sum(v, warpSize);
    if (lane == 0)
        warp_sums[warp] = v;
    __syncthreads();

    if (warp == 0) {
        const unsigned holders = __ballot_sync(FULL_MASK, lane * 32u < blockDim.x);
        const int count = __popc(holders);
        float w = 0.0f;
        if (lane < (unsigned)count) {
            w = warp_sums[lane];
            __syncwarp(holders);  // the lanes with a sum have all read it
        }
        w = warp_sum(w, 32);
        if (lane == 0)
            partial[blockIdx.x] = w;
    }
}
