/* cub/warp/warp_reduce.cuh — cub::WarpReduce on the SIMT emulator, written
 * from CUB's documented interface (not its code): Sum and Reduce over a
 * logical warp of LOGICAL_WARP_THREADS lanes, with or without valid_items.
 * As in CUB, the result is defined in the logical warp's first lane only:
 * the others hold partial results, so code that reads it elsewhere is as
 * wrong here as on a GPU.  The lanes exchange values by the emulator's
 * shuffles, whose checks (every lane of the mask present) apply. */
#ifndef SIMT_CUB_WARP_REDUCE_CUH
#define SIMT_CUB_WARP_REDUCE_CUH
#include <cuda/functional>
#include <functional>

namespace cub {
namespace simt_detail {
/* Reduce v over the lanes [0, valid) of a logical warp of W lanes; mask
 * names the logical warp's lanes.  Steps of 1, 2, 4 ...: lane L takes lane
 * L + offset's value only where that lane is valid, so lane 0 ends with the
 * reduction in lane order (a non-commutative op keeps its order). */
template <int W, typename T, typename Op>
__device__ T warp_reduce(T v, Op op, int valid, unsigned logical_lane, unsigned mask)
{
  for (int offset = 1; offset < W; offset *= 2) {
    T peer = simt_shfl(SIMT_SHFL_DOWN, mask, v, offset, W);
    if ((int)logical_lane + offset < valid)
      v = op(v, peer);
  }
  return v;
}

/* This thread's lane in its hardware warp (the block's threads in x, y, z
 * order, 32 at a time). */
__device__ inline unsigned lane_id(void)
{
  return (threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y) % 32;
}
} // namespace simt_detail

template <typename T, int LOGICAL_WARP_THREADS = 32>
class WarpReduce {
  static_assert(LOGICAL_WARP_THREADS >= 1 && LOGICAL_WARP_THREADS <= 32,
                "cub::WarpReduce: a logical warp has 1 to 32 threads");
  static_assert((LOGICAL_WARP_THREADS & (LOGICAL_WARP_THREADS - 1)) == 0,
                "cub::WarpReduce on the emulator: logical warps of a power of two only (CUB "
                "also takes others; grade such a file on a GPU)");

public:
  /* The shuffles need no shared memory; the type exists so that code
   * written for CUB declares it as CUB's documentation shows. */
  struct TempStorage {
    unsigned char unused;
  };

  __device__ WarpReduce(TempStorage &) {}

  __device__ T Sum(T input) { return Reduce(input, ::std::plus<>{}); }
  __device__ T Sum(T input, int valid_items) { return Reduce(input, ::std::plus<>{}, valid_items); }

  template <typename ReductionOp> __device__ T Reduce(T input, ReductionOp op)
  {
    return Reduce(input, op, LOGICAL_WARP_THREADS);
  }

  template <typename ReductionOp> __device__ T Reduce(T input, ReductionOp op, int valid_items)
  {
    unsigned lane = simt_detail::lane_id();
    unsigned first = lane / LOGICAL_WARP_THREADS * LOGICAL_WARP_THREADS;
    unsigned mask = LOGICAL_WARP_THREADS == 32 ? 0xffffffffu
                                               : ((1u << LOGICAL_WARP_THREADS) - 1) << first;
    return simt_detail::warp_reduce<LOGICAL_WARP_THREADS>(input, op, valid_items, lane - first,
                                                          mask);
  }
};
} // namespace cub
#endif
