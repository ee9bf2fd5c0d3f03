// Exercise 11, a correct variant: a small Candidate type with operator overloading
// (operator< orders by value then lower index; operator| picks the better), a
// __host__ __device__ constexpr constructor, a shuffle overload for the pair,
// and structured bindings in the kernel.

#include <climits>
#include <cmath>

struct __align__(8) Candidate {
    float value;
    int index;

    __host__ __device__ constexpr Candidate(float v = -INFINITY, int i = INT_MAX) : value(v), index(i) {}

    // "a is a worse answer than b": smaller, or equal and further right; NaN is worst.
    __device__ friend bool operator<(const Candidate &a, const Candidate &b)
    {
        if (b.index == INT_MAX) return false;
        if (a.index == INT_MAX) return true;
        if (a.value != a.value) return b.value == b.value || b.index < a.index;
        if (b.value != b.value) return false;
        return a.value < b.value || (a.value == b.value && a.index > b.index);
    }
    __device__ friend Candidate operator|(const Candidate &a, const Candidate &b) { return a < b ? b : a; }
    __device__ Candidate &operator|=(const Candidate &o) { return *this = *this | o; }
};

__device__ Candidate shfl_down(const Candidate &c, unsigned off)
{
    return Candidate(__shfl_down_sync(0xffffffffu, c.value, off), __shfl_down_sync(0xffffffffu, c.index, off));
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ Candidate warp_best[32];
    const int base = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    Candidate best;
    for (int k = 0; k < 2; ++k) {
        const int i = base + k * (int)blockDim.x;
        if (i < n && input[i] == input[i])
            best |= Candidate(input[i], i);
    }
    for (unsigned off = 16; off; off >>= 1)
        best |= shfl_down(best, off);
    if (threadIdx.x % 32 == 0)
        warp_best[threadIdx.x / 32] = best;
    __syncthreads();
    if (threadIdx.x < 32) {
        best = threadIdx.x < blockDim.x / 32 ? warp_best[threadIdx.x] : Candidate();
        for (unsigned off = 16; off; off >>= 1)
            best |= shfl_down(best, off);
        if (threadIdx.x == 0) {
            auto [value, index] = best;
            partial_value[blockIdx.x] = value;
            partial_index[blockIdx.x] = index;
        }
    }
}
