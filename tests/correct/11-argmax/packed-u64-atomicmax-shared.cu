// Argmax with packed 64-bit (value, index) keys and atomicMax, as forum
// answers and course notes write it: the float is mapped to an unsigned
// int that orders like the float (flip all bits of a negative, the sign bit
// of a positive), put in the high word; the low word is the complement of
// the index, so among equal values the lowest index is the largest key.
// -0.0 is made +0.0 first: the two compare equal, so they must tie.

__device__ __forceinline__ unsigned int float_to_ordered(float f)
{
    if (f == 0.0f) f = 0.0f;                      // -0.0 -> +0.0
    unsigned int u = __float_as_uint(f);
    return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
}

__device__ __forceinline__ float ordered_to_float(unsigned int u)
{
    return __uint_as_float((u & 0x80000000u) ? (u & 0x7fffffffu) : ~u);
}

__device__ __forceinline__ unsigned long long pack(float v, int idx)
{
    return ((unsigned long long)float_to_ordered(v) << 32) |
           (unsigned long long)(0xffffffffu - (unsigned int)idx);
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ unsigned long long best;
    if (threadIdx.x == 0) best = 0ull;            // below every number's key
    __syncthreads();

    int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    unsigned long long mine = 0ull;
    if (i < n) mine = pack(input[i], i);
    if (i + (int)blockDim.x < n) {
        unsigned long long other = pack(input[i + blockDim.x], i + blockDim.x);
        if (other > mine) mine = other;
    }
    if (mine != 0ull) atomicMax(&best, mine);
    __syncthreads();

    if (threadIdx.x == 0) {
        unsigned long long k = best;
        partial_value[blockIdx.x] = ordered_to_float((unsigned int)(k >> 32));
        partial_index[blockIdx.x] = (int)(0xffffffffu - (unsigned int)(k & 0xffffffffu));
    }
}
