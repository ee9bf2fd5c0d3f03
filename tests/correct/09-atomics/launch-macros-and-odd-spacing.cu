// Exercise 09, a correct variant: launches written through a macro, spread over
// lines with comments inside the chevrons, a nested template argument ending in
// ">>" right before "<<<", and a launch whose argument is a lambda's result.

#include <cstddef>
#include <type_traits>

#define LAUNCH(kernel, grid, block, ...) kernel<<<(grid), (block)>>>(__VA_ARGS__)

template <typename Tag>
struct Level { static constexpr int value = Tag::value; };

template <typename L>
__global__ void level_kernel(const float *in, float *out, size_t n)
{
    float s = 0.0f;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
        if (L::value == 0)
            atomicAdd(out, in[i]);
        else
            s += in[i];
    }
    if (L::value == 1) {
        __shared__ float total;
        if (threadIdx.x == 0)
            total = 0.0f;
        __syncthreads();
        atomicAdd(&total, s);
        __syncthreads();
        if (threadIdx.x == 0)
            atomicAdd(out, total);
    } else if (L::value == 2) {
        for (int off = 16; off; off >>= 1)
            s += __shfl_down_sync(0xffffffffu, s, off);
        if (threadIdx.x % 32 == 0)
            atomicAdd(out, s);
    }
}

static unsigned grid_of(size_t n, int block)
{
    size_t g = (n + block - 1) / block;
    return g == 0 ? 1u : (g < 1024 ? (unsigned)g : 1024u);
}

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    using Naive = Level<std::integral_constant<int, 0>>;  // no comma inside the macro's argument
    LAUNCH(level_kernel<Naive>, grid_of(n, block), block, d_input, d_result, n);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    level_kernel<Level<std::integral_constant<int, 1>>><<<
        grid_of(n, block),   /* blocks */
        block                /* threads */
    >>>(d_input, d_result, n);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    auto count = [n] { return n; };
    level_kernel<Level<std::integral_constant<int, 2>>> <<< grid_of(n, block) , block , 0 , 0 >>> (d_input, d_result, count());
}
