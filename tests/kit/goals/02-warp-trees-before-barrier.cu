// 02 whose every warp first runs lesson 01's interleaved tree over its own
// 32 elements, under __syncwarp and before the block's first barrier, then
// warp 0 adds the warps' sums: every sum is right, and every warp diverges
// from the first step while 512 threads (at 1024) are active, so 02's
// learning goal must not be met.  The model once skipped the interval before
// the first barrier (the load's) and met it.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x, lane = tid % 32;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncwarp();
    for (unsigned int stride = 1; stride < 32; stride *= 2) {
        if (lane % (2 * stride) == 0)
            sdata[tid] += sdata[tid + stride];
        __syncwarp();
    }
    __syncthreads();

    if (tid < 32) {
        float v = tid * 32 < blockDim.x ? sdata[tid * 32] : 0.0f;
        for (int offset = 16; offset > 0; offset /= 2)
            v += __shfl_down_sync(0xffffffffu, v, offset);
        if (tid == 0)
            partial[blockIdx.x] = v;
    }
}
