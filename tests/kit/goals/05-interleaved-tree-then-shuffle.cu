// 05 where only the last warp shuffles: the block first halves its values in
// shared memory with lesson 01's interleaved tree (thread t adds the slot s
// above slot 2*s*t), down to one warp's worth, and that warp finishes with
// __shfl_down_sync.  Every sum is right, but the tree's accesses at stride
// 2*s put 2, 4, 8 ... lanes of a warp on one bank: shared-memory bank
// conflicts, which 05's learning goal is about.  The goal must not be met,
// on the emulator (its model names the line) and on a GPU (its counters).
constexpr int ITEMS_PER_THREAD = 2;
constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    __shared__ float sdata[1024];
    const unsigned tid = threadIdx.x;
    const unsigned i = blockIdx.x * (blockDim.x * ITEMS_PER_THREAD) + tid;

    float sum = 0.0f;
    if (i < (unsigned)n)
        sum = input[i];
    if (i + blockDim.x < (unsigned)n)
        sum += input[i + blockDim.x];
    sdata[tid] = sum;
    __syncthreads();

    // the interleaved tree, until at most one warp's worth of slots is
    // left: slot 2*s*t holds the sum of the 2*s slots from it (the last
    // group cut at blockDim.x, which may be any multiple of 32)
    unsigned s = 1;
    for (; s * WARP_SIZE < blockDim.x; s *= 2) {
        const unsigned index = 2 * s * tid;
        if (index + s < blockDim.x)
            sdata[index] += sdata[index + s];
        __syncthreads();
    }

    // the slots left sit at a stride of s: warp 0 takes one each
    if (tid < WARP_SIZE) {
        float v = tid * s < blockDim.x ? sdata[tid * s] : 0.0f;
        for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
            v += __shfl_down_sync(FULL_MASK, v, offset);
        if (tid == 0)
            partial[blockIdx.x] = v;
    }
}
