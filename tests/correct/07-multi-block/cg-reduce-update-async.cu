// correct: CUDA 12's asynchronous reductions of cooperative groups: in the atomic form each warp's cg::reduce_update_async adds its sum into d_result through a cuda::atomic_ref (one fetch_add by the tile's rank 0); in the two-phase form cg::reduce_store_async stores each warp's sum through a pointer into shared memory and, after block.sync(), warp 0's into the block's partial; tests reduce_update_async with an atomic_ref temporary and reduce_store_async through a pointer
#include <cstddef>
#include <cuda/atomic>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

template <typename T>
__device__ T thread_share(const T *__restrict__ input, size_t n)
{
    T acc = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        acc += input[i];
    return acc;
}

template <typename T>
__global__ void update_kernel(const T *__restrict__ input, T *result, size_t n)
{
    auto warp = cg::tiled_partition<32>(cg::this_thread_block());
    cg::reduce_update_async(warp, cuda::atomic_ref<T, cuda::thread_scope_device>(*result),
                            thread_share(input, n), cg::plus<T>());
}

template <typename T>
__global__ void store_kernel(const T *__restrict__ input, T *out, size_t n)
{
    __shared__ T warp_sums[32];
    cg::thread_block block = cg::this_thread_block();
    auto warp = cg::tiled_partition<32>(block);
    cg::reduce_store_async(warp, &warp_sums[warp.meta_group_rank()], thread_share(input, n), cg::plus<T>());
    block.sync();
    if (warp.meta_group_rank() == 0) {
        T v = warp.thread_rank() < warp.meta_group_size() ? warp_sums[warp.thread_rank()] : T(0);
        cg::reduce_store_async(warp, &out[blockIdx.x], v, cg::plus<T>());
    }
}

static unsigned grid_for(size_t n, int block)
{
    size_t g = (n + block - 1) / block;
    return g == 0 ? 1u : (g > 1024 ? 1024u : (unsigned)g);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(T));
    update_kernel<T><<<grid_for(n, block), block>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    const unsigned grid = grid_for(n, block);
    T *partials = nullptr;
    if (cudaMalloc(&partials, grid * sizeof(T)) != cudaSuccess)
        return;
    store_kernel<T><<<grid, block>>>(d_input, partials, n);
    store_kernel<T><<<1, block>>>(partials, d_result, (size_t)grid);
    cudaFree(partials);
}
