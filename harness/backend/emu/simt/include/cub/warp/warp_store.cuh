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
class WarpStore {
  static constexpr int W = LOGICAL_WARP_THREADS;
  static constexpr bool EXCHANGED = ALGORITHM == WARP_STORE_TRANSPOSE;
  static_assert(W >= 1 && W <= 32 && (W & (W - 1)) == 0,
                "cub::WarpStore: LOGICAL_WARP_THREADS must be a power of two up to 32");

public:
  struct TempStorage {
    alignas(T) unsigned char bytes[EXCHANGED ? sizeof(T) * W * K : 1];
  };
  SIMT_CUB_INL __device__ explicit WarpStore(TempStorage &storage) : temp(storage), l(lane()) {}
  SIMT_CUB_INL __device__ WarpStore() : temp(private_storage()), l(lane()) {}

  template <typename It> SIMT_CUB_INL __device__ void Store(It dst, T (&items)[K])
  {
    exchange(items);
    if (ALGORITHM == WARP_STORE_STRIPED || EXCHANGED)
      StoreDirectStriped<W>(l, dst, items);
    else
      StoreDirectBlocked(l, dst, items);
  }
  template <typename It> SIMT_CUB_INL __device__ void Store(It dst, T (&items)[K], int valid_items)
  {
    exchange(items);
    if (ALGORITHM == WARP_STORE_STRIPED || EXCHANGED)
      StoreDirectStriped<W>(l, dst, items, valid_items);
    else
      StoreDirectBlocked(l, dst, items, valid_items);
  }

private:
  SIMT_CUB_INL __device__ static int lane() { return (int)(simt_cur->lane % W); }
  /* Blocked to striped: item i of lane l written at l * K + i, the logical
   * warp's barrier, item i read back from i * W + l. */
  SIMT_CUB_INL __device__ void exchange(T (&items)[K])
  {
    if (!EXCHANGED)
      return;
    T *slots = reinterpret_cast<T *>(temp.bytes);
    for (int i = 0; i < K; ++i)
      slots[simt_detail::item_at(simt_detail::BLOCKED, l, i, K, W)] = items[i];
    __syncwarp(simt_detail::logical_warp_mask<W>());
    for (int i = 0; i < K; ++i)
      items[i] = slots[simt_detail::item_at(simt_detail::STRIPED, l, i, K, W)];
  }
  SIMT_CUB_INL __device__ static TempStorage &private_storage()
  {
    __shared__ TempStorage storage;
    return storage;
  }
  TempStorage &temp;
  int l;
};
} // namespace cub
#endif
