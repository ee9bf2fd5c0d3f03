// 02 that runs lesson 01's interleaved tree with each step written once per
// warp (a switch on the warp's index, one case each): every sum is right and
// every warp diverges from the first step, each on a basic block of its own.
// The model once counted a warp only where another diverged on the same
// code, so no step diverged and the goal was met; 02's learning goal must
// not be met.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

#define STEP(w) \
    case w: \
        if (tid % (2 * stride) == 0) \
            sdata[tid] += sdata[tid + stride]; \
        break;
#define STEP8(w) STEP(w) STEP(w + 1) STEP(w + 2) STEP(w + 3) \
                 STEP(w + 4) STEP(w + 5) STEP(w + 6) STEP(w + 7)

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();

    for (unsigned int stride = 1; stride < blockDim.x; stride *= 2) {
        switch (tid / 32) {
            STEP8(0) STEP8(8) STEP8(16) STEP8(24)
        }
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
