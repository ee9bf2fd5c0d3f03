// expect: gpu=pass emu=pass -- a struct nested in a class template of two arguments, in shared memory (the warps' winners) and as a __device__ variable: its IR type's name (%"struct.Pairs<float, int>::KeyValue") holds a comma and a space, which the emulator's rewriting of shared and device variables once took as the type's end (the build failed)
// mistake: none: Pairs<float, int>::KeyValue in __shared__ and __device__ storage
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
// A pair of any two types, as a generic library would write it, its storage nested in a
// class template of two arguments (as CUB's TempStorage types are).
template <typename K, typename V>
struct Pairs {
    struct KeyValue {
        K key;
        V value;
    };
};
template <typename K, typename V>
using KeyValue = typename Pairs<K, V>::KeyValue;

// The last block's winner, kept in a device variable of the template's type.
__device__ KeyValue<float, int> g_last_best;

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
__device__ Candidate warp_argmax(Candidate mine)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2) {
        Candidate other;
        other.value = __shfl_down_sync(FULL_MASK, mine.value, offset);
        other.index = __shfl_down_sync(FULL_MASK, mine.index, offset);
        mine = better(mine, other);
    }
    return mine;
}

// Best candidate over the block, valid in thread 0.
__device__ Candidate block_argmax_reduce(Candidate mine)
{
    __shared__ KeyValue<float, int> warp_best[WARP_SIZE];  // a template's struct in shared memory
    int lane = threadIdx.x % WARP_SIZE;
    int warp = threadIdx.x / WARP_SIZE;
    int warp_count = blockDim.x / WARP_SIZE;

    mine = warp_argmax(mine);
    if (lane == 0) {
        warp_best[warp] = KeyValue<float, int>{mine.value, mine.index};
    }
    __syncthreads();  // per-warp winners are written before warp 0 reads them

    mine = no_candidate();
    if (warp == 0) {
        if (lane < warp_count)
            mine = Candidate{warp_best[lane].key, warp_best[lane].value};
        mine = warp_argmax(mine);
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
    if (tid == 0 && blockIdx.x == gridDim.x - 1)
        g_last_best = KeyValue<float, int>{best.value, best.index};
    if (tid == 0) {
        partial_value[blockIdx.x] = best.value;
        partial_index[blockIdx.x] = best.index;
    }
}
