/* cub/warp/warp_scan.cuh — stand-in for CUB's WarpScan on the SIMT
 * emulator, written from CUB's documentation: prefix scans over each
 * logical warp of LOGICAL_WARP_THREADS lanes (a power of two up to 32) by
 * the emulator's shuffles (log2 steps up), so that its mask, divergence and
 * race checks see them.  Every lane gets its own prefix; the aggregate (the
 * whole logical warp's reduction) goes to every lane.  ExclusiveScan with
 * no initial value leaves lane 0's output undefined, as CUB: here its own
 * input.  With an initial value, the aggregate leaves it out, as CUB's. */
#ifndef SIMT_CUB_WARP_SCAN
#define SIMT_CUB_WARP_SCAN
#include <cuda/functional>
#include <cub/warp/warp_reduce.cuh>

namespace cub {
namespace simt_detail {
/* Lane k of the logical warp (of the lanes in mask) ends with op over lanes
 * [0, k]; the lanes below k come first, as CUB's non-commutative contract. */
template <int WIDTH, typename T, typename Op>
SIMT_CUB_INL __device__ inline T warp_inclusive(T x, Op op, unsigned mask)
{
  int lane = (int)(simt_cur->lane % WIDTH);
  T acc = x;
  for (int off = 1; off < WIDTH; off *= 2) {
    T other = simt_shfl(SIMT_SHFL_UP, mask, acc, off, WIDTH);
    if (lane >= off)
      acc = op(other, acc);
  }
  return acc;
}
} // namespace simt_detail

template <typename T, int LOGICAL_WARP_THREADS = 32>
class WarpScan {
  static_assert(LOGICAL_WARP_THREADS >= 1 && LOGICAL_WARP_THREADS <= 32 &&
                    (LOGICAL_WARP_THREADS & (LOGICAL_WARP_THREADS - 1)) == 0,
                "emulator-unsupported: cub::WarpScan on the emulator: a logical warp of 1, 2, 4, "
                "8, 16 or 32 threads only");
  static constexpr int W = LOGICAL_WARP_THREADS;
  SIMT_CUB_INL __device__ static unsigned mask() { return simt_detail::logical_warp_mask<W>(); }
  SIMT_CUB_INL __device__ static int lane() { return (int)(simt_cur->lane % W); }

public:
  struct TempStorage {
    unsigned char unused;
  };
  SIMT_CUB_INL __device__ WarpScan(TempStorage &) {}

  template <typename Op> SIMT_CUB_INL __device__ void InclusiveScan(T input, T &out, Op op)
  {
    out = simt_detail::warp_inclusive<W>(input, op, mask());
  }
  template <typename Op> SIMT_CUB_INL __device__ void InclusiveScan(T input, T &out, Op op, T &aggregate)
  {
    InclusiveScan(input, out, op);
    aggregate = simt_shfl(SIMT_SHFL_IDX, mask(), out, W - 1, W);
  }
  /* With an initial value: op(initial, prefix); the aggregate leaves it out. */
  template <typename Op> SIMT_CUB_INL __device__ void InclusiveScan(T input, T &out, T initial, Op op)
  {
    T aggregate;
    InclusiveScan(input, out, initial, op, aggregate);
  }
  template <typename Op>
  SIMT_CUB_INL __device__ void InclusiveScan(T input, T &out, T initial, Op op, T &aggregate)
  {
    T inc;
    InclusiveScan(input, inc, op, aggregate);
    out = op(initial, inc);
  }
  SIMT_CUB_INL __device__ void InclusiveSum(T input, T &out) { InclusiveScan(input, out, ::cuda::std::plus<>{}); }
  SIMT_CUB_INL __device__ void InclusiveSum(T input, T &out, T &aggregate)
  {
    InclusiveScan(input, out, ::cuda::std::plus<>{}, aggregate);
  }
  template <typename Op> SIMT_CUB_INL __device__ void ExclusiveScan(T input, T &out, Op op)
  {
    T inc = simt_detail::warp_inclusive<W>(input, op, mask());
    T prev = simt_shfl(SIMT_SHFL_UP, mask(), inc, 1, W);
    out = lane() == 0 ? input : prev;
  }
  template <typename Op> SIMT_CUB_INL __device__ void ExclusiveScan(T input, T &out, Op op, T &aggregate)
  {
    T inc = simt_detail::warp_inclusive<W>(input, op, mask());
    T prev = simt_shfl(SIMT_SHFL_UP, mask(), inc, 1, W);
    aggregate = simt_shfl(SIMT_SHFL_IDX, mask(), inc, W - 1, W);
    out = lane() == 0 ? input : prev;
  }
  template <typename Op> SIMT_CUB_INL __device__ void ExclusiveScan(T input, T &out, T initial, Op op)
  {
    T aggregate;
    ExclusiveScan(input, out, initial, op, aggregate);
  }
  template <typename Op>
  SIMT_CUB_INL __device__ void ExclusiveScan(T input, T &out, T initial, Op op, T &aggregate)
  {
    T prev;
    ExclusiveScan(input, prev, op, aggregate);
    out = lane() == 0 ? initial : op(initial, prev);
  }
  SIMT_CUB_INL __device__ void ExclusiveSum(T input, T &out) { ExclusiveScan(input, out, T{}, ::cuda::std::plus<>{}); }
  SIMT_CUB_INL __device__ void ExclusiveSum(T input, T &out, T &aggregate)
  {
    ExclusiveScan(input, out, T{}, ::cuda::std::plus<>{}, aggregate);
  }
  /* Both scans at once; without an initial value lane 0's exclusive output
   * is undefined (here its own input), as ExclusiveScan's. */
  template <typename Op> SIMT_CUB_INL __device__ void Scan(T input, T &inclusive, T &exclusive, Op op)
  {
    inclusive = simt_detail::warp_inclusive<W>(input, op, mask());
    T prev = simt_shfl(SIMT_SHFL_UP, mask(), inclusive, 1, W);
    exclusive = lane() == 0 ? input : prev;
  }
  template <typename Op>
  SIMT_CUB_INL __device__ void Scan(T input, T &inclusive, T &exclusive, T initial, Op op)
  {
    T inc = simt_detail::warp_inclusive<W>(input, op, mask());
    T prev = simt_shfl(SIMT_SHFL_UP, mask(), inc, 1, W);
    inclusive = op(initial, inc);
    exclusive = lane() == 0 ? initial : op(initial, prev);
  }
  SIMT_CUB_INL __device__ T Broadcast(T input, unsigned int src_lane)
  {
    return simt_shfl(SIMT_SHFL_IDX, mask(), input, (int)src_lane, W);
  }
};
} // namespace cub
#endif
