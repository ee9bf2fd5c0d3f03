// 03 whose threads each load two neighbouring elements (a warp's load
// touches twice the sectors it uses), the second after 256 reads of shared
// memory in the same basic block.  Every sum is right and half the fetched
// bytes are wasted, so 03's learning goal must not be met.  The model counts
// 255 accesses of a thread in one visit of a basic block; the second load,
// past them, went uncounted, the first one's sectors held every element's
// bytes, and the goal was met at 100%.
//
// Contract: block b sums input[b*2*blockDim.x .. b*2*blockDim.x + 2*blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

#define R1 t += vs[tid];
#define R16 R1 R1 R1 R1 R1 R1 R1 R1 R1 R1 R1 R1 R1 R1 R1 R1
#define R256 R16 R16 R16 R16 R16 R16 R16 R16 R16 R16 R16 R16 R16 R16 R16 R16

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    volatile float *vs = sdata;

    unsigned int tid = threadIdx.x;
    unsigned int a = blockIdx.x * (blockDim.x * 2) + 2 * tid;
    unsigned int b = a + 1;
    unsigned int last = (unsigned int)n - 1;
    vs[tid] = 0.0f;
    float t = 0.0f;
    // both loads unconditional (clamped), so no branch starts a new block
    float x = input[a < last ? a : last];
    R256
    float y = input[b < last ? b : last];
    float sum = (a < (unsigned int)n ? x : 0.0f) + (b < (unsigned int)n ? y : 0.0f) + t;
    __syncthreads();
    sdata[tid] = sum;
    __syncthreads();

    for (unsigned int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
