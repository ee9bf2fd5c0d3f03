// correct: the warp step takes the pick rule as a device function pointer
// (Candidate (*)(Candidate, Candidate)), called through the pointer with better()
// 11-argmax: the largest value of each block's segment and where it is. Value and index
// travel together through the shuffles; equal values go to the lower index, so the answer
// does not depend on the order in which the tree meets them.
//
// Block b covers the 2 * blockDim.x elements starting at b * 2 * blockDim.x and writes
// partial_value[b] (the largest value) and partial_index[b] (the smallest global index
// holding it). Block sizes: multiples of 32 up to 1024. NaN inputs are never chosen
// (every comparison with NaN is false).

#include <climits>
#include <cmath>

constexpr int ITEMS_PER_THREAD = 2;
constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;

// A candidate: a value and the global index it came from.
struct Candidate {
    float value;
    int index;
};

// The identity: loses against every real element (-inf loses on value; a real -inf wins
// the tie because every real index is below INT_MAX).
__device__ Candidate no_candidate()
{
    return Candidate{-INFINITY, INT_MAX};
}

// The better of two candidates: the larger value; on equal values the lower index.
__device__ Candidate better(Candidate a, Candidate b)
{
    if (b.value > a.value || (b.value == a.value && b.index < a.index))
        return b;
    return a;
}

// Best candidate over the 32 lanes of the calling warp, in lane 0. A shuffle moves one
// register, so the value and the index are shuffled separately, from the same lane.
// The rule that picks one of two candidates, passed as a device function pointer so that
// the same warp step could serve an argmin.
typedef Candidate (*PickFn)(Candidate, Candidate);

__device__ Candidate warp_argmax(Candidate mine, PickFn pick)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2) {
        Candidate other;
        other.value = __shfl_down_sync(FULL_MASK, mine.value, offset);
        other.index = __shfl_down_sync(FULL_MASK, mine.index, offset);
        mine = pick(mine, other);
    }
    return mine;
}

// Best candidate over the block, valid in thread 0.
__device__ Candidate block_argmax_reduce(Candidate mine)
{
    __shared__ float warp_values[WARP_SIZE];
    __shared__ int warp_indices[WARP_SIZE];
    int lane = threadIdx.x % WARP_SIZE;
    int warp = threadIdx.x / WARP_SIZE;
    int warp_count = blockDim.x / WARP_SIZE;

    mine = warp_argmax(mine, better);
    if (lane == 0) {
        warp_values[warp] = mine.value;
        warp_indices[warp] = mine.index;
    }
    __syncthreads();  // per-warp winners are written before warp 0 reads them

    mine = no_candidate();
    if (warp == 0) {
        if (lane < warp_count)
            mine = Candidate{warp_values[lane], warp_indices[lane]};
        mine = warp_argmax(mine, better);
    }
    return mine;
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    int tid = threadIdx.x;
    int i = blockIdx.x * (blockDim.x * ITEMS_PER_THREAD) + tid;

    // Each thread keeps the better of its two elements; past n it keeps the identity.
    Candidate mine = no_candidate();
    if (i < n)
        mine = better(mine, Candidate{input[i], i});
    if (i + blockDim.x < n)
        mine = better(mine, Candidate{input[i + blockDim.x], i + (int)blockDim.x});

    Candidate best = block_argmax_reduce(mine);
    if (tid == 0) {
        partial_value[blockIdx.x] = best.value;
        partial_index[blockIdx.x] = best.index;
    }
}
