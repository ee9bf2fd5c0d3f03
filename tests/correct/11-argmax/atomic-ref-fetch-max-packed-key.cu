// correct: each thread's better element packed into a 64-bit key (order-preserving float bits
// above, ~index below), offered to a __shared__ key by cuda::atomic_ref<..., thread_scope_block>::fetch_max
// 11-argmax: the largest value of each block's segment and where it is. Equal values go to
// the lower index, so the answer does not depend on the order of the atomics.
//
// Block b covers the 2 * blockDim.x elements starting at b * 2 * blockDim.x and writes
// partial_value[b] (the largest value) and partial_index[b] (the smallest global index
// holding it). Block sizes: multiples of 32 up to 1024. The data hold no NaN.

#include <climits>
#include <cmath>
#include <cuda/atomic>

constexpr int ITEMS_PER_THREAD = 2;

// A float's bits as an unsigned key that orders like the floats (-0.0 made +0.0 first, so
// the two zeros tie): positives get the sign bit set, negatives are all flipped.
__device__ unsigned ordered_bits(float v)
{
    unsigned b = __float_as_uint(v == 0.0f ? 0.0f : v);
    return (b & 0x80000000u) ? ~b : (b | 0x80000000u);
}

// (value, index) in one 64-bit key: the value's order above, ~index below, so the larger
// key is the larger value or, on a tie, the lower index. Key 0 is below every real one.
__device__ unsigned long long pack(float v, int i)
{
    return (unsigned long long)ordered_bits(v) << 32 | (unsigned)~i;
}

// Each block's argmax by libcu++'s atomic_ref<..., thread_scope_block>::fetch_max on a shared key:
// every thread with an element offers its best key once; thread 0 reads the winner.
__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ unsigned long long best;
    int tid = threadIdx.x;
    int i = blockIdx.x * (blockDim.x * ITEMS_PER_THREAD) + tid;
    if (tid == 0)
        best = 0ull;
    __syncthreads();  // zeroed before any thread offers its key

    unsigned long long mine = 0ull;
    if (i < n)
        mine = pack(input[i], i);
    int j = i + (int)blockDim.x;
    if (j < n && pack(input[j], j) > mine)
        mine = pack(input[j], j);
    if (mine != 0ull)
        cuda::atomic_ref<unsigned long long, cuda::thread_scope_block>(best).fetch_max(
            mine, cuda::memory_order_relaxed);
    __syncthreads();  // every key offered before thread 0 reads the winner

    if (tid == 0) {
        int index = (int)~(unsigned)(best & 0xffffffffu);
        partial_index[blockIdx.x] = index;
        partial_value[blockIdx.x] = input[index];  // the element itself (its own zero's sign)
    }
}
