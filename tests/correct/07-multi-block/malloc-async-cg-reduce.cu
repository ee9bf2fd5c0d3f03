// correct: cooperative groups' cg::reduce over 32-thread tiles and a block.sync(); part 0 zeroes with cudaMemsetAsync on stream 0 named explicitly; part 1's scratch comes from cudaMallocAsync and goes back with cudaFreeAsync on the same stream after the second pass; tests stream-ordered allocation and cg::reduce on double.
#include <cstddef>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

constexpr unsigned GRID_CAP = 1024;

template <typename T>
__device__ T block_total(T v)
{
    __shared__ T tile_sums[32];
    cg::thread_block b = cg::this_thread_block();
    cg::thread_block_tile<32> t = cg::tiled_partition<32>(b);
    v = cg::reduce(t, v, cg::plus<T>());
    if (t.thread_rank() == 0)
        tile_sums[t.meta_group_rank()] = v;
    b.sync();
    T total = 0;
    if (t.meta_group_rank() == 0) {
        total = t.thread_rank() < t.meta_group_size() ? tile_sums[t.thread_rank()] : T(0);
        total = cg::reduce(t, total, cg::plus<T>());
    }
    return total;
}

template <typename T, bool ATOMIC>
__global__ void reduce_kernel(const T *in, T *out, size_t n)
{
    cg::grid_group g = cg::this_grid();
    T v = 0;
    for (unsigned long long i = g.thread_rank(); i < n; i += g.size())
        v += in[i];
    v = block_total(v);
    if (threadIdx.x == 0) {
        if (ATOMIC)
            atomicAdd(out, v);
        else
            out[blockIdx.x] = v;
    }
}

static unsigned grid_of(size_t n, int block)
{
    size_t g = (n + block - 1) / block;
    return g < GRID_CAP ? (unsigned)g : GRID_CAP;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaStream_t s = 0;
    cudaMemsetAsync(d_result, 0, sizeof(T), s);
    reduce_kernel<T, true><<<grid_of(n, block), block, 0, s>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    cudaStream_t s = 0;
    unsigned g = grid_of(n, block);
    T *part = nullptr;
    cudaMallocAsync((void **)&part, g * sizeof(T), s);
    reduce_kernel<T, false><<<g, block, 0, s>>>(d_input, part, n);
    reduce_kernel<T, false><<<1, block, 0, s>>>(part, d_result, g);
    cudaFreeAsync(part, s);
}
