// correct: the (value, index) pair a struct with __device__ operators (> orders by value,
// then by the lower index; = from a float and an index), reduced in the launch's dynamic
// shared memory (block * 8 bytes: one pair per thread) by sequential addressing.
// Block b covers the 2 * blockDim.x elements from b * 2 * blockDim.x; ties go to the
// lowest index.

#include <limits>

struct ArgMax {
    float value;
    int index;

    __device__ ArgMax() : value(-std::numeric_limits<float>::infinity()), index(std::numeric_limits<int>::max()) {}
    __device__ ArgMax(float v, int i) : value(v), index(i) {}

    __device__ bool operator>(const ArgMax &o) const
    {
        return value > o.value || (value == o.value && index < o.index);
    }
    __device__ ArgMax &operator|=(const ArgMax &o)  // keep the better of the two
    {
        if (o > *this)
            *this = o;
        return *this;
    }
};

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    extern __shared__ unsigned char raw[];
    ArgMax *best = reinterpret_cast<ArgMax *>(raw);
    static_assert(sizeof(ArgMax) == 8, "the launch gives 8 bytes per thread");

    const unsigned tid = threadIdx.x;
    const unsigned i = blockIdx.x * 2 * blockDim.x + tid;
    ArgMax mine;
    if (i < (unsigned)n) mine |= ArgMax(input[i], (int)i);
    if (i + blockDim.x < (unsigned)n) mine |= ArgMax(input[i + blockDim.x], (int)(i + blockDim.x));
    best[tid] = mine;
    __syncthreads();

    // blockDim.x is any multiple of 32: halve with the odd one folded in by thread 0
    for (unsigned len = blockDim.x; len > 1;) {
        unsigned half = len / 2;
        if (tid < half)
            best[tid] |= best[tid + half];
        if (tid == 0 && (len & 1))
            best[0] |= best[len - 1];
        __syncthreads();
        len = half;
    }
    if (tid == 0) {
        partial_value[blockIdx.x] = best[0].value;
        partial_index[blockIdx.x] = best[0].index;
    }
}
