// expect: gpu=race|pass emu=race -- the last warp's steps are ordered only by __ballot_sync, which picks the lanes that add: a vote converges the lanes but orders no memory (CUDA: the vote intrinsics imply no memory barrier; only __syncwarp does), so lane t may read vs[t + s] before lane t + s's add of the step before is visible
// mistake: __ballot_sync (its _sync taken for a warp barrier) instead of __syncwarp() between the steps of the warp-synchronous tail
__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();

    // The block folds down to 64 sums with barriers; below that one warp is left.
    for (unsigned int stride = blockDim.x / 2; stride > 32; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }

    // The last warp: the ballot says which lanes add at each step, and its _sync
    // keeps the warp together between the steps.
    if (tid < 32) {
        volatile float *vs = sdata;
        for (unsigned int s = blockDim.x >= 64 ? 32 : 16; s > 0; s >>= 1) {
            unsigned int adders = __ballot_sync(0xffffffffu, tid < s);
            if (adders >> tid & 1u)
                vs[tid] += vs[tid + s];
        }
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
