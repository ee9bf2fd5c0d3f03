// correct: libcu++'s cuda::maximum<T> and cuda::minimum<T> (<cuda/functional>) are the operations, passed by value into one templated block reduction that folds each warp with cg::reduce and the warp results with cg::reduce again; NaN inputs are skipped by an explicit x == x test before the operator sees them (cuda::minimum's a < b ? a : b would keep a NaN on its right)
// 10-max-min: the max and the min of each block's 2 * blockDim.x elements, float and int.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda/functional>
#include <cuda/std/limits>

namespace cg = cooperative_groups;

template <typename T, typename Op>
__device__ void segment(const T *input, T *partial, int n, T identity, Op op)
{
    __shared__ T warp_results[32];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);

    T v = identity;
    bool saw_number = false;
    const int first = blockIdx.x * 2 * blockDim.x + threadIdx.x;
    for (int i = first; i < n && i < first + 2 * (int)blockDim.x; i += blockDim.x) {
        const T x = input[i];
        if (x == x) {  // NaN is the only value unequal to itself
            v = op(v, x);
            saw_number = true;
        }
    }
    const bool block_saw_number = __syncthreads_or(saw_number);

    v = cg::reduce(warp, v, op);
    if (warp.thread_rank() == 0)
        warp_results[warp.meta_group_rank()] = v;
    block.sync();
    if (warp.meta_group_rank() == 0) {
        v = warp.thread_rank() < warp.meta_group_size() ? warp_results[warp.thread_rank()] : identity;
        v = cg::reduce(warp, v, op);
        if (warp.thread_rank() == 0)
            partial[blockIdx.x] = block_saw_number ? v : cuda::std::numeric_limits<T>::quiet_NaN();
    }
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n)
{
    const T lowest = cuda::std::numeric_limits<T>::has_infinity ? -cuda::std::numeric_limits<T>::infinity()
                                                                : cuda::std::numeric_limits<T>::lowest();
    segment(input, partial, n, lowest, cuda::maximum<T>{});
}

template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n)
{
    const T highest = cuda::std::numeric_limits<T>::has_infinity ? cuda::std::numeric_limits<T>::infinity()
                                                                 : cuda::std::numeric_limits<T>::max();
    segment(input, partial, n, highest, cuda::minimum<T>{});
}
