/* cub/warp/warp_reduce.cuh — stand-in for CUB's WarpReduce on the SIMT
 * emulator, written from CUB's documentation: a reduction over each logical
 * warp of LOGICAL_WARP_THREADS lanes (a power of two up to 32) by the
 * emulator's shuffles, so that its mask, divergence and race checks see it.
 * As CUB documents, the result is defined in each logical warp's lane 0
 * only: every other lane gets its own input back, never a reduction, so a
 * kernel that reads the result elsewhere fails here as it may on a GPU.
 * With valid_items, the first valid_items lanes' inputs count; every lane of
 * the logical warp still calls it. */
#ifndef SIMT_CUB_WARP_REDUCE
#define SIMT_CUB_WARP_REDUCE
#include <cuda/functional>

/* Inlined into the caller, as CUB forces its own: a diagnosis inside one
 * names the kernel's line that called it (diag.c skips these frames). */
#define SIMT_CUB_INL __attribute__((always_inline))

namespace cub {
namespace simt_detail {
/* The logical warp's lanes, for the shuffles' mask. */
template <int WIDTH> SIMT_CUB_INL __device__ inline unsigned logical_warp_mask(void)
{
  if (WIDTH == 32)
    return 0xffffffffu;
  unsigned lane = simt_cur->lane;
  return ((1u << WIDTH) - 1u) << (lane / WIDTH * WIDTH);
}

/* Lane 0 of the logical warp ends with the reduction of lanes [0, valid);
 * a lane past valid adds nothing.  mask: the lanes that take part. */
template <int WIDTH, typename T, typename Op>
SIMT_CUB_INL __device__ inline T warp_fold(T x, Op op, int valid, unsigned mask)
{
  unsigned lane = simt_cur->lane % WIDTH;
  T acc = x;
  for (int off = WIDTH / 2; off > 0; off /= 2) {
    T other = simt_shfl(SIMT_SHFL_DOWN, mask, acc, off, WIDTH);
    if ((int)lane + off < valid)
      acc = op(acc, other);
  }
  return lane == 0 ? acc : x;
}

/* A segmented reduction: each lane's segment ends at lane `last` (of the
 * logical warp); steps of 1, 2, 4... up leave each lane with op over
 * [lane, min(lane + 2^k - 1, last)], the segment's whole at its first. */
template <int WIDTH, typename T, typename Op>
SIMT_CUB_INL __device__ inline T warp_segment_fold(T x, Op op, int last, unsigned mask)
{
  int lane = (int)(simt_cur->lane % WIDTH);
  T acc = x;
  for (int off = 1; off < WIDTH; off *= 2) {
    T other = simt_shfl(SIMT_SHFL_DOWN, mask, acc, off, WIDTH);
    if (lane + off <= last)
      acc = op(acc, other);
  }
  return acc;
}
/* The flags of the logical warp's lanes, bit k for its lane k. */
template <int WIDTH> SIMT_CUB_INL __device__ inline unsigned warp_flags(bool flag, unsigned mask)
{
  unsigned all = __ballot_sync(mask, flag);
  unsigned base = simt_cur->lane / WIDTH * WIDTH;
  return WIDTH == 32 ? all : (all >> base) & ((1u << WIDTH) - 1u);
}
} // namespace simt_detail

template <typename T, int LOGICAL_WARP_THREADS = 32>
class WarpReduce {
  static_assert(LOGICAL_WARP_THREADS >= 1 && LOGICAL_WARP_THREADS <= 32 &&
                    (LOGICAL_WARP_THREADS & (LOGICAL_WARP_THREADS - 1)) == 0,
                "emulator-unsupported: cub::WarpReduce on the emulator: a logical warp of 1, 2, "
                "4, 8, 16 or 32 threads only (grade other widths on a GPU)");

public:
  /* Shuffles need no shared memory: the kernel still declares one. */
  struct TempStorage {
    unsigned char unused;
  };
  SIMT_CUB_INL __device__ WarpReduce(TempStorage &) {}

  SIMT_CUB_INL __device__ T Sum(T x) { return Reduce(x, ::cuda::std::plus<>{}); }
  SIMT_CUB_INL __device__ T Sum(T x, int valid_items) { return Reduce(x, ::cuda::std::plus<>{}, valid_items); }
  template <typename Op> SIMT_CUB_INL __device__ T Reduce(T x, Op op)
  {
    return Reduce(x, op, LOGICAL_WARP_THREADS);
  }
  template <typename Op> SIMT_CUB_INL __device__ T Reduce(T x, Op op, int valid_items)
  {
    return simt_detail::warp_fold<LOGICAL_WARP_THREADS>(
        x, op, valid_items, simt_detail::logical_warp_mask<LOGICAL_WARP_THREADS>());
  }
  /* Segments start at a lane whose head_flag is set (and at lane 0); each
   * segment's reduction is defined in its first lane only. */
  template <typename FlagT> SIMT_CUB_INL __device__ T HeadSegmentedSum(T x, FlagT head_flag)
  {
    return HeadSegmentedReduce(x, head_flag, ::cuda::std::plus<>{});
  }
  template <typename Op, typename FlagT> SIMT_CUB_INL __device__ T HeadSegmentedReduce(T x, FlagT head_flag, Op op)
  {
    constexpr int W = LOGICAL_WARP_THREADS;
    unsigned mask = simt_detail::logical_warp_mask<W>();
    unsigned heads = simt_detail::warp_flags<W>(head_flag ? true : false, mask);
    int lane = (int)(simt_cur->lane % W);
    unsigned after = lane + 1 < W ? heads >> (lane + 1) << (lane + 1) : 0u;
    int last = after ? __builtin_ctz(after) - 1 : W - 1;
    T acc = simt_detail::warp_segment_fold<W>(x, op, last, mask);
    return lane == 0 || (heads >> lane & 1u) ? acc : x;
  }
  /* Segments end at a lane whose tail_flag is set (and at the last lane);
   * each segment's reduction is defined in its first lane only. */
  template <typename FlagT> SIMT_CUB_INL __device__ T TailSegmentedSum(T x, FlagT tail_flag)
  {
    return TailSegmentedReduce(x, tail_flag, ::cuda::std::plus<>{});
  }
  template <typename Op, typename FlagT> SIMT_CUB_INL __device__ T TailSegmentedReduce(T x, FlagT tail_flag, Op op)
  {
    constexpr int W = LOGICAL_WARP_THREADS;
    unsigned mask = simt_detail::logical_warp_mask<W>();
    unsigned tails = simt_detail::warp_flags<W>(tail_flag ? true : false, mask);
    int lane = (int)(simt_cur->lane % W);
    unsigned from = tails >> lane << lane;
    int last = from ? __builtin_ctz(from) : W - 1;
    T acc = simt_detail::warp_segment_fold<W>(x, op, last, mask);
    return lane == 0 || (tails >> (lane - 1) & 1u) ? acc : x;
  }
};
} // namespace cub
#endif
