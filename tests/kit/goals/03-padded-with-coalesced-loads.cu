// expect: gpu=goal-not-met emu=goal-not-met  -- (a learning-goal finding, graded by tests/kit/check-goal.sh: every sum right, 03's goal NOT MET)  03 whose real loads are not coalesced (thread t of a block adds the pair input[2t], input[2t+1] of its block's span: each warp's request fetches 256 bytes for the 128 it uses, 50%), padded with 16 more loads per thread that are (the block's own span, whole warps, contiguous), kept by a test no compiler can drop (their sum compared with itself: never a NaN) and otherwise unused: were the goal's figure the share of fetched bytes over all requests, 2 requests at 50% beside 16 at 100% would make 90%.  The model counts the bytes whose values the sum uses and names the worst load's line: the goal is missed (10% used; the pair's load at 50%).  The lesson, coalesced loads of the data summed, is not learnt; the kernel only reads more.
// mistake: the summed loads uncoalesced (each thread a pair of neighbours); 16 coalesced loads per thread added, their values never used
// 03 that pads the load-efficiency figure with loads that do no work.
//
// Contract: block b sums input[2*b*blockDim.x .. 2*(b+1)*blockDim.x) (elements
// at or past n count as zero) and writes the sum to partial[b].
#include <cstddef>

constexpr int PAD_LOADS = 16;

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int span = blockIdx.x * (blockDim.x * 2);
    unsigned int pair = span + 2 * tid;

    // The work: a pair of neighbours per thread (half of each request wasted).
    float sum = pair < (unsigned int)n ? input[pair] : 0.0f;
    if (pair + 1 < (unsigned int)n)
        sum += input[pair + 1];

    // The padding: whole-warp, contiguous loads of the same span, their sum
    // tested for a NaN it never holds and otherwise unused.
    const float *again = input;
    float unused = 0.0f;
    for (int k = 0; k < PAD_LOADS; k++) {
        unsigned int at = span + tid + (k & 1) * blockDim.x;
        if (at < (unsigned int)n)
            unused += again[at];
    }
    if (unused != unused)  // never: the data holds no NaN
        sum = 0.0f;

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
