// correct: the shared tree starts at a fixed stride of 512 (half the largest block) and a
// thread adds only where its partner lies inside the block, so smaller blocks skip the
// steps above their own half; the last warp as before.
constexpr int ITEMS_PER_THREAD = 2;
constexpr int WARP_SIZE = 32;

__device__ float warp_reduce_last(volatile float *sdata, int tid)
{
    float sum = sdata[tid];
#pragma unroll
    for (int offset = WARP_SIZE; offset > 0; offset /= 2) {
        sum += sdata[tid + offset];
        __syncwarp();  // every lane has read before any lane overwrites
        sdata[tid] = sum;
        __syncwarp();  // every lane has written before the next step reads
    }
    return sum;
}

__global__ void reduce_unrolled(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];  // blockDim.x floats, sized by the launch
    int tid = threadIdx.x;
    int i = blockIdx.x * (blockDim.x * ITEMS_PER_THREAD) + tid;

    float sum = 0.0f;
    if (i < n)
        sum = input[i];
    if (i + blockDim.x < n)
        sum += input[i + blockDim.x];
    sdata[tid] = sum;
    __syncthreads();  // every value is in shared memory before anyone reads a neighbour's

    for (int stride = 512; stride > WARP_SIZE; stride /= 2) {
        if (tid < stride && tid + stride < blockDim.x)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();  // this step's sums are written before the next step reads them
    }

    if (tid < WARP_SIZE) {
        float block_sum = warp_reduce_last(sdata, tid);
        if (tid == 0)
            partial[blockIdx.x] = block_sum;
    }
}
