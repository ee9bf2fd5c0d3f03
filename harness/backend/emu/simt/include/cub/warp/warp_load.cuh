/* cub/warp/warp_load.cuh — stand-in for CUB's WarpLoad on the SIMT
 * emulator, written from CUB's documentation: each logical warp of
 * LOGICAL_WARP_THREADS lanes (a power of two up to 32) loads K items a lane
 * from the iterator it passes (the warp's own tile).  For lane l of W:
 *   WARP_LOAD_DIRECT, _VECTORIZE  item i from l * K + i (blocked)
 *   WARP_LOAD_STRIPED             item i from i * W + l (striped)
 *   WARP_LOAD_TRANSPOSE           read striped, then exchanged to blocked
 *                                 through the TempStorage the kernel
 *                                 declares __shared__ (one per warp), a
 *                                 __syncwarp() of the logical warp between
 *                                 the writes and the reads, as CUB's
 *                                 WarpExchange: the storage is really
 *                                 written and read, so a second use with
 *                                 no __syncwarp() after the first races
 *                                 here as on a GPU.
 * Guarded forms: items at or past valid_items are not read (left as they
 * were, or set to the default given). */
#ifndef SIMT_CUB_WARP_LOAD
#define SIMT_CUB_WARP_LOAD
#include <cub/block/block_load.cuh>

namespace cub {
enum WarpLoadAlgorithm { WARP_LOAD_DIRECT, WARP_LOAD_STRIPED, WARP_LOAD_VECTORIZE, WARP_LOAD_TRANSPOSE };

template <typename T, int K, WarpLoadAlgorithm ALGORITHM = WARP_LOAD_DIRECT, int LOGICAL_WARP_THREADS = 32,
          int LEGACY_PTX_ARCH = 0>
class WarpLoad
    : public simt_detail::group_items<
          WarpLoad<T, K, ALGORITHM, LOGICAL_WARP_THREADS, LEGACY_PTX_ARCH>, T,
          simt_detail::warp_group<LOGICAL_WARP_THREADS>, K, ALGORITHM == WARP_LOAD_TRANSPOSE> {
  static constexpr int W = LOGICAL_WARP_THREADS;
  static constexpr bool EXCHANGED = ALGORITHM == WARP_LOAD_TRANSPOSE;
  static_assert(W >= 1 && W <= 32 && (W & (W - 1)) == 0,
                "cub::WarpLoad: LOGICAL_WARP_THREADS must be a power of two up to 32");
  using base = simt_detail::group_items<WarpLoad, T, simt_detail::warp_group<W>, K, EXCHANGED>;
  /* how the items are read: striped for STRIPED and TRANSPOSE */
  static constexpr simt_detail::arrangement READ =
      ALGORITHM == WARP_LOAD_STRIPED || EXCHANGED ? simt_detail::STRIPED : simt_detail::BLOCKED;

public:
  using typename base::TempStorage;
  SIMT_CUB_INL __device__ explicit WarpLoad(TempStorage &storage) : base(storage) {}
  SIMT_CUB_INL __device__ WarpLoad() : base() {}

  template <typename It>
  SIMT_CUB_INL __device__ void Load(It src, T (&items)[K], int valid_items = 1 << 30)
  {
    simt_detail::load_arranged<READ, W>(this->t, src, items, valid_items);
    if (EXCHANGED) /* striped to blocked, through the warp's storage */
      this->exchange(items, simt_detail::STRIPED, simt_detail::BLOCKED);
  }
  template <typename It, typename D>
  SIMT_CUB_INL __device__ void Load(It src, T (&items)[K], int valid_items, D oob_default)
  {
    simt_detail::fill(items, oob_default);
    Load(src, items, valid_items);
  }
};
} // namespace cub
#endif
