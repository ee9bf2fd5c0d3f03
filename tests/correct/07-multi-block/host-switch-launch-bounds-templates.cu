// correct: the kernels are templates on the block size with __launch_bounds__(BLOCK); the host functions switch on `block` to the instance of 128, 256, 512 or 1024 threads and fall back to a kernel of run-time block size for any other multiple of 32; grid-stride loops with size_t indices and __ldg, a per-warp cg::reduce, one atomicAdd per block or one partial per block and a second launch of the same kernel; tests a host-side block-size dispatch over launch-bounded template kernels
#include <cstddef>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

constexpr unsigned MAX_GRID = 1024;

template <typename T>
__device__ T block_total(const T *__restrict__ input, size_t n)
{
    __shared__ T warp_sums[32];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    T acc = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        acc += __ldg(&input[i]);
    acc = cg::reduce(warp, acc, cg::plus<T>());
    if (warp.thread_rank() == 0)
        warp_sums[warp.meta_group_rank()] = acc;
    block.sync();
    T total = T(0);
    if (warp.meta_group_rank() == 0) {
        total = warp.thread_rank() < warp.meta_group_size() ? warp_sums[warp.thread_rank()] : T(0);
        total = cg::reduce(warp, total, cg::plus<T>());
    }
    return total;
}

template <typename T, unsigned BLOCK, bool ATOMIC>
__global__ void __launch_bounds__(BLOCK) sized_kernel(const T *__restrict__ input, T *out, size_t n)
{
    T total = block_total(input, n);
    if (threadIdx.x == 0) {
        if constexpr (ATOMIC) atomicAdd(out, total);
        else out[blockIdx.x] = total;
    }
}

template <typename T, bool ATOMIC>
__global__ void any_kernel(const T *__restrict__ input, T *out, size_t n)
{
    T total = block_total(input, n);
    if (threadIdx.x == 0) {
        if constexpr (ATOMIC) atomicAdd(out, total);
        else out[blockIdx.x] = total;
    }
}

template <typename T, bool ATOMIC>
static void launch(unsigned grid, int block, const T *in, T *out, size_t n)
{
    switch (block) {
    case 128: sized_kernel<T, 128, ATOMIC><<<grid, 128>>>(in, out, n); break;
    case 256: sized_kernel<T, 256, ATOMIC><<<grid, 256>>>(in, out, n); break;
    case 512: sized_kernel<T, 512, ATOMIC><<<grid, 512>>>(in, out, n); break;
    case 1024: sized_kernel<T, 1024, ATOMIC><<<grid, 1024>>>(in, out, n); break;
    default: any_kernel<T, ATOMIC><<<grid, block>>>(in, out, n); break;
    }
}

static unsigned grid_for(size_t n, int block)
{
    size_t g = (n + block - 1) / block;
    return g == 0 ? 1u : (unsigned)(g < MAX_GRID ? g : MAX_GRID);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(T));
    launch<T, true>(grid_for(n, block), block, d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    static T *scratch = nullptr;  // MAX_GRID partials, kept for the program's life
    if (!scratch && cudaMalloc(&scratch, MAX_GRID * sizeof(double)) != cudaSuccess)
        return;
    const unsigned grid = grid_for(n, block);
    launch<T, false>(grid, block, d_input, scratch, n);
    launch<T, false>(1, block, scratch, d_result, (size_t)grid);
}
