// correct: each thread packs its best (value, index) into one 64-bit key, the float's bits
// made order-preserving in the high word and ~index in the low word, and the block takes
// one shared atomicMax of the keys: the largest value wins, and on equal values the largest
// ~index, the lowest index. -0.0f is first turned into +0.0f (x + 0.0f), since the two
// compare equal but their bits would order -0.0 below +0.0.
#include <climits>
#include <cmath>

__device__ unsigned long long make_key(float value, int index)
{
    unsigned bits = __float_as_uint(value + 0.0f);  // -0.0 + 0.0 == +0.0
    // Order-preserving: flip every bit of a negative, only the sign bit of a positive.
    unsigned ordered = (bits & 0x80000000u) ? ~bits : (bits | 0x80000000u);
    return ((unsigned long long)ordered << 32) | (unsigned)(~(unsigned)index);
}

__device__ float key_value(unsigned long long key)
{
    unsigned ordered = (unsigned)(key >> 32);
    unsigned bits = (ordered & 0x80000000u) ? (ordered & 0x7fffffffu) : ~ordered;
    return __uint_as_float(bits);
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ unsigned long long best;
    int tid = threadIdx.x;
    int i = blockIdx.x * (blockDim.x * 2) + tid;

    // The identity: -inf at INT_MAX loses every tie to a real index.
    unsigned long long mine = make_key(-INFINITY, INT_MAX);
    if (tid == 0)
        best = mine;
    if (i < n) {
        unsigned long long k = make_key(input[i], i);
        mine = k > mine ? k : mine;
    }
    int j = i + (int)blockDim.x;
    if (j < n) {
        unsigned long long k = make_key(input[j], j);
        mine = k > mine ? k : mine;
    }
    __syncthreads();  // best is set before any thread's atomicMax
    atomicMax(&best, mine);
    __syncthreads();  // every atomicMax is done before thread 0 reads best

    if (tid == 0) {
        partial_value[blockIdx.x] = key_value(best);
        partial_index[blockIdx.x] = (int)~(unsigned)(best & 0xffffffffu);
    }
}
