// Exercise 02, a correct variant: the kernel declared at the top and defined at the
// bottom, a device function with a default argument, an enum class naming the phases,
// a constexpr function and a static_assert.

#include <cstdint>

__global__ void reduce_sequential(const float *input, float *partial, int n);

enum class Phase : std::uint8_t { Load, Tree, Store };

constexpr unsigned first_stride(unsigned block) { return block >> 1; }
static_assert(first_stride(1024) == 512, "half the block");

template <Phase P>
struct Step;

template <>
struct Step<Phase::Load> {
    static __device__ float run(const float *in, unsigned i, int n, float identity = 0.0f)
    {
        return i < static_cast<unsigned>(n) ? in[i] : identity;
    }
};

__device__ void tree(float *s, unsigned tid, unsigned start = 0u)
{
    for (unsigned stride = start ? start : first_stride(blockDim.x); stride > 0; stride >>= 1) {
        if (tid < stride)
            s[tid] += s[tid + stride];
        __syncthreads();
    }
}

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    const unsigned i = blockIdx.x * blockDim.x + tid;

    sdata[tid] = Step<Phase::Load>::run(input, i, n);
    __syncthreads();
    tree(sdata, tid);
    constexpr Phase last = Phase::Store;
    if (last == Phase::Store && tid == 0)
        partial[blockIdx.x] = sdata[0];
}
