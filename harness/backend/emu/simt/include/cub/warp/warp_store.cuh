/* cub/warp/warp_store.cuh — stand-in for CUB's WarpStore on the SIMT
 * emulator, written from CUB's documentation: each logical warp of
 * LOGICAL_WARP_THREADS lanes (a power of two up to 32) stores K items a
 * lane to the iterator it passes (the warp's own tile).  For lane l of W:
 *   WARP_STORE_DIRECT, _VECTORIZE  item i to l * K + i (blocked)
 *   WARP_STORE_STRIPED             item i to i * W + l (striped)
 *   WARP_STORE_TRANSPOSE           blocked items exchanged to striped
 *                                  through the kernel's __shared__
 *                                  TempStorage, a __syncwarp() of the
 *                                  logical warp between the writes and the
 *                                  reads (a reuse with no __syncwarp()
 *                                  races, as on a GPU), then stored
 *                                  striped: each item lands where
 *                                  WARP_STORE_DIRECT puts it.
 * The guarded form writes nothing at or past valid_items. */
#ifndef SIMT_CUB_WARP_STORE
#define SIMT_CUB_WARP_STORE
#include <cub/block/block_store.cuh>

namespace cub {
enum WarpStoreAlgorithm { WARP_STORE_DIRECT, WARP_STORE_STRIPED, WARP_STORE_VECTORIZE, WARP_STORE_TRANSPOSE };

template <typename T, int K, WarpStoreAlgorithm ALGORITHM = WARP_STORE_DIRECT, int LOGICAL_WARP_THREADS = 32,
          int LEGACY_PTX_ARCH = 0>
class WarpStore
    : public simt_detail::group_items<
          WarpStore<T, K, ALGORITHM, LOGICAL_WARP_THREADS, LEGACY_PTX_ARCH>, T,
          simt_detail::warp_group<LOGICAL_WARP_THREADS>, K, ALGORITHM == WARP_STORE_TRANSPOSE> {
  static constexpr int W = LOGICAL_WARP_THREADS;
  static constexpr bool EXCHANGED = ALGORITHM == WARP_STORE_TRANSPOSE;
  static_assert(W >= 1 && W <= 32 && (W & (W - 1)) == 0,
                "cub::WarpStore: LOGICAL_WARP_THREADS must be a power of two up to 32");
  using base = simt_detail::group_items<WarpStore, T, simt_detail::warp_group<W>, K, EXCHANGED>;
  /* how the items are written: striped for STRIPED and TRANSPOSE */
  static constexpr simt_detail::arrangement WRITE =
      ALGORITHM == WARP_STORE_STRIPED || EXCHANGED ? simt_detail::STRIPED : simt_detail::BLOCKED;

public:
  using typename base::TempStorage;
  SIMT_CUB_INL __device__ explicit WarpStore(TempStorage &storage) : base(storage) {}
  SIMT_CUB_INL __device__ WarpStore() : base() {}

  template <typename It>
  SIMT_CUB_INL __device__ void Store(It dst, T (&items)[K], int valid_items = 1 << 30)
  {
    if (EXCHANGED) /* blocked to striped, through the warp's storage */
      this->exchange(items, simt_detail::BLOCKED, simt_detail::STRIPED);
    simt_detail::store_arranged<WRITE, W>(this->t, dst, items, valid_items);
  }
};
} // namespace cub
#endif
